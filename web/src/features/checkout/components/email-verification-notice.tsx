// Under « Virement bancaire » while the customer's address is not confirmed: why the transfer
// waits for it, the button that sends the confirmation link, then the one to use once it is
// opened. Card payment stays offered meanwhile.
import { useLayoutEffect, useRef } from 'react';
import { LoadingLabel } from '@/ui/loading-label';
import { button } from '@/ui/recipes';
import type { EmailVerification } from '../hooks/use-email-verification';
import s from './payment-section.styles';

type Props = { verification: EmailVerification; cardOffered: boolean };

export function EmailVerificationNotice({ verification, cardOffered }: Props) {
  const { email, sentTo, sending, confirming, stillUnconfirmed, send, confirm } = verification;
  const root = useRef<HTMLDivElement>(null);
  // Once the address is confirmed the notice goes, and the focus on its button (or lost to the
  // body while the button was disabled during the check) would fall back to the top of the page,
  // where a keyboard user starts over: it moves to the chosen payment instead.
  useLayoutEffect(() => {
    const notice = root.current;
    return () => {
      const active = document.activeElement;
      if (!notice || (active && active !== document.body && !notice.contains(active))) return;
      notice
        .closest('[role=radiogroup]')
        ?.querySelector<HTMLInputElement>('input:checked')
        ?.focus();
    };
  }, []);
  return (
    <div ref={root} className={s.emailCheck} data-testid="transfer-email-check">
      <p className={s.emailTitle}>Le virement demande une adresse e-mail confirmée.</p>
      <p className={s.small}>
        Vos articles restent réservés plusieurs jours en attendant le virement : confirmez d’abord
        que l’adresse {email ?? 'de votre compte'} est bien la vôtre.
        {cardOffered && ' Vous pouvez aussi payer par carte dès maintenant.'}
      </p>
      {sentTo && (
        <p className={s.small} role="status">
          Lien envoyé à {sentTo}. Ouvrez-le, puis revenez sur cette page.
        </p>
      )}
      {stillUnconfirmed && (
        <p className={s.error} role="alert">
          Votre adresse n’est pas encore confirmée : ouvrez le lien reçu par e-mail (pensez aux
          indésirables), puis réessayez.
        </p>
      )}
      <div className={s.actions}>
        <button
          type="button"
          className={button({ size: 'sm', variant: sentTo ? 'outline' : 'solid' })}
          disabled={sending}
          data-loading={sending ? '' : undefined}
          onClick={send}
        >
          <LoadingLabel loading={sending}>
            {sentTo ? 'Renvoyer le lien' : 'Recevoir le lien de confirmation'}
          </LoadingLabel>
        </button>
        {sentTo && (
          <button
            type="button"
            className={button({ size: 'sm' })}
            disabled={confirming}
            data-loading={confirming ? '' : undefined}
            onClick={confirm}
          >
            <LoadingLabel loading={confirming}>J’ai confirmé mon adresse</LoadingLabel>
          </button>
        )}
      </div>
    </div>
  );
}
