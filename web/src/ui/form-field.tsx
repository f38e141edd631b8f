// Label + control + French error text, wired for accessibility.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldRoot } from './field-root';

type Props = {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
};

export function FormField({ label, error, helper, required, children }: Props) {
  return (
    <FieldRoot invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </FieldRoot>
  );
}
