// A labelled native select for filters and forms (options: value → French label).
import { Field } from '@chakra-ui/react';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { FieldRoot } from './field-root';
import { NativeSelectField, NativeSelectIndicator, NativeSelectRoot } from '@/ui/native-select';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: string;
  options: readonly (readonly [string, string])[];
  /** Text of the '' option (« Tous »…); none when absent. */
  empty?: string;
  error?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, empty, error, id, ...props },
  ref,
) {
  // Our native select is not Ark's field control: tie the label to it by id ourselves.
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <FieldRoot invalid={Boolean(error)} width="auto" minWidth="36">
      <Field.Label fontSize="sm" htmlFor={selectId}>
        {label}
      </Field.Label>
      <NativeSelectRoot size="sm">
        <NativeSelectField
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          {...props}
        >
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectIndicator />
      </NativeSelectRoot>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </FieldRoot>
  );
});

/** [[value, label]] of a label record (state machine labels, categories…). */
export const optionsOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels) as [string, string][];
