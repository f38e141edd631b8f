// A labelled native select (Chakra's Select recipe is not part of the shop's system).
import { Field } from '@chakra-ui/react';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { NativeSelectField, NativeSelectIndicator, NativeSelectRoot } from '@/ui/native-select';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: string;
  options: readonly (readonly [string, string])[];
  /** Text of the '' option (« Toutes »…); none when absent. */
  empty?: string;
  error?: string;
};

export const LabelledSelect = forwardRef<HTMLSelectElement, Props>(function LabelledSelect(
  { label, options, empty, error, id, ...props },
  ref,
) {
  // The native select is outside Ark's field machinery: the label is tied to it by id.
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field.Root invalid={Boolean(error)} width="auto" minWidth="36">
      <Field.Label fontSize="sm" htmlFor={selectId}>
        {label}
      </Field.Label>
      <NativeSelectRoot size="sm">
        <NativeSelectField ref={ref} id={selectId} {...props}>
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
    </Field.Root>
  );
});
