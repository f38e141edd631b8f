// Label + control + French helper or error text, styled at build time: the server-rendered twin of
// form-field.tsx (same markup and ARIA as Chakra's Field: the asterisk hidden from assistive
// technologies, the control described by its helper or error, marked invalid) for the forms of
// pages that hydrate without Chakra's runtime.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import s from './static-field.styles';

export type FieldControlProps = {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'data-invalid'?: '';
};

type Props = {
  label: string;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  /** The control, given the props that tie it to the label and the texts. */
  children: (control: FieldControlProps) => ReactNode;
};

export const fieldClasses = { input: s.input, textarea: s.textarea, choice: s.choice };

export function StaticField({ label, error, helper, required, children }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : helper ? helperId : undefined;
  return (
    <div className={s.root} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={s.required}>
            *
          </span>
        )}
      </label>
      {children({
        id,
        ...(required && { required: true }),
        ...(error && { 'aria-invalid': true, 'data-invalid': '' }),
        ...(describedBy && { 'aria-describedby': describedBy }),
      })}
      {helper && !error && (
        <div id={helperId} className={s.helper}>
          {helper}
        </div>
      )}
      {error && (
        <div id={errorId} className={s.error} aria-live="polite">
          {error}
        </div>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'required'> & {
  name: string;
};

/** A StaticField around a plain <input>: `<StaticInput label="Nom" name="name" error={…} />`. */
export function StaticInput({
  label,
  error,
  helper,
  required,
  ...input
}: Omit<Props, 'children'> & InputProps) {
  return (
    <StaticField label={label} error={error} required={required} {...(helper && { helper })}>
      {(control) => <input {...control} {...input} className={s.input} />}
    </StaticField>
  );
}

/** The e-mail input of the shop's forms: browsers' autofill and the phones' « @ » keyboard. */
export const EMAIL_INPUT = {
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
} as const;
