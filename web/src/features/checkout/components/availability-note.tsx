// What the payment section says when it offers the bank transfer alone: still asking which
// ways to pay this deploy takes, the question failed (with a retry), or online payment is off.
import { button } from '@/ui/recipes';
import type { PaymentAvailability } from '../hooks/use-payment-options';
import s from './payment-section.styles';

/** Why card and instalments are not offered (yet), if they are not. */
export function AvailabilityNote({ status, methods, retry }: PaymentAvailability) {
  if (status === 'loading')
    return (
      <p className={s.note} role="status">
        Vérification des autres modes de paiement…
      </p>
    );
  if (status === 'failed')
    return (
      <div className={s.failed} role="alert">
        <p className={s.small}>
          Les autres modes de paiement n'ont pas pu être vérifiés : le virement bancaire reste
          disponible.
        </p>
        <button
          type="button"
          className={button({ size: 'xs', variant: 'outline' })}
          onClick={retry}
        >
          Réessayer
        </button>
      </div>
    );
  if (methods.length > 1) return null;
  return (
    <p className={s.note}>
      Le paiement en ligne est momentanément indisponible : le virement bancaire reste disponible.
    </p>
  );
}
