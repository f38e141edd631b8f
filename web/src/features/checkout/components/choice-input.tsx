// A native radio button or checkbox in the shop's colour, inside a bordered, clickable label:
// native inputs keep keyboard and screen reader behaviour without another Chakra recipe.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldClasses } from '@/ui/static-field';
import { cx } from '@/ui/theme/static-styles';
import s from './checkout.styles';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  type: 'radio' | 'checkbox';
  children: ReactNode;
  /** A tighter frame (the number of instalments). */
  compact?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function ChoiceInput({ children, compact = false, disabled, ...input }: Props) {
  return (
    <label className={cx(s.choice, compact && s.compact, disabled ? s.disabled : s.enabled)}>
      <input className={cx(fieldClasses.choice, s.mark)} disabled={disabled} {...input} />
      <div className={s.body}>{children}</div>
    </label>
  );
}
