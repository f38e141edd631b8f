// « − 2 + »: a quantity between `min` and `max` (the stock, at most 99). Plain buttons rather than
// a number-input machine: it sits on product pages, whose initial bundle is counted.
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './quantity-stepper.styles';

type Props = {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  min?: number;
  disabled?: boolean;
  /** What is counted, for screen readers: « Quantité de <label> ». */
  label?: string;
  size?: 'sm' | 'md';
};

export function QuantityStepper({
  value,
  max,
  onChange,
  min = 1,
  disabled = false,
  label,
  size = 'md',
}: Props) {
  const name = label ? `Quantité de ${label}` : 'Quantité';
  const step = cx(button({ variant: 'ghost', size }), s.step);
  return (
    <div className={s.root} role="group" aria-label={name}>
      <button
        type="button"
        className={step}
        aria-label="Diminuer la quantité"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <p className={s.value} aria-live="polite" data-testid="quantity">
        {value}
      </p>
      <button
        type="button"
        className={step}
        aria-label="Augmenter la quantité"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
