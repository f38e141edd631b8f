// An online payment left unfinished (card, instalments): « Reprendre le paiement » goes back to
// the provider's page while its session is valid; « Annuler la commande » cancels the order
// (cancelMyOrder) and gives the reserved articles back. A bank transfer not received yet may be
// cancelled too (its articles are held for days). Nothing for any other order.
// Styled at build time; the confirmation (Chakra's dialog) loads with Chakra's runtime at the
// first press or focus of « Annuler la commande », so the page's load has neither.
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelMyOrder } from '@fohzshop/shared/contracts/orders';
import { paymentResumption } from '@fohzshop/shared/payment-resumption';
import type { Order } from '@fohzshop/shared/schemas/order';
import { useCallable } from '@/lib/callable/use-callable';
import { LazyConfirmDialog, prefetchConfirmDialog } from '@/ui/lazy-confirm-dialog';
import { button } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import a from './account.styles';
import { formatDayTime } from './format-date';
import s from './order-details.styles';

const cancelButton = cx(button({ variant: 'outline' }), paletteClass('red'));

export const CANCELLED_MESSAGE =
  'Votre commande est annulée : les articles ne vous sont plus réservés.';

export function OrderPaymentActions({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // The dialog mounts at the first cancellation asked for, and stays (its closing animation).
  const [dialogWanted, setDialogWanted] = useState(false);
  const mutation = useCallable(
    cancelMyOrder,
    { success: CANCELLED_MESSAGE },
    { onSettled: () => setConfirming(false) },
  );
  const { open, transfer, resumeUrl } = paymentResumption(order, new Date());
  if (!open) return null;
  const resume = () => {
    if (!resumeUrl) return;
    // The provider's page by a full load; ours (the local payment sandbox's test page) in the app.
    const url = new URL(resumeUrl);
    if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}`);
    else window.location.assign(resumeUrl);
  };
  return (
    <div className={s.details} data-testid="payment-actions">
      <p className={a.small}>
        {transfer
          ? 'Vous n’avez pas encore fait le virement ? Vous pouvez annuler la commande : les articles ne vous seront plus réservés.'
          : resumeUrl
            ? 'Votre paiement n’a pas abouti : reprenez-le, ou annulez la commande.'
            : 'La page de paiement a expiré : annulez la commande puis commandez à nouveau.'}
        {order.expires_at && ` Articles réservés jusqu’au ${formatDayTime(order.expires_at)}.`}
      </p>
      <div className={a.actions}>
        {resumeUrl && (
          <button type="button" className={button()} onClick={resume}>
            Reprendre le paiement
          </button>
        )}
        <button
          type="button"
          className={cancelButton}
          onPointerDown={prefetchConfirmDialog}
          onFocus={prefetchConfirmDialog}
          onClick={() => {
            setDialogWanted(true);
            setConfirming(true);
          }}
        >
          Annuler la commande
        </button>
      </div>
      {dialogWanted && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={confirming}
            title={`Annuler la commande ${order.number} ?`}
            busy={mutation.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => mutation.mutate({ order_id: order.order_id })}
            danger
          >
            {transfer
              ? 'Vos articles ne vous seront plus réservés. Si vous avez déjà fait le virement, n’annulez pas : il peut mettre quelques jours ouvrés à nous parvenir.'
              : 'Vos articles ne vous seront plus réservés. Si vous venez de payer, attendez plutôt quelques minutes : la confirmation du paiement arrive ici.'}
          </LazyConfirmDialog>
        </Suspense>
      )}
    </div>
  );
}
