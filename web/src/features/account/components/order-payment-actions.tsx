// An online payment left unfinished (card, instalments): « Reprendre le paiement » goes back to
// the provider's page while its session is valid; « Annuler la commande » cancels the order
// (cancelMyOrder) and gives the reserved articles back. A bank transfer not received yet may be
// cancelled too (its articles are held for days). Nothing for any other order.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelMyOrder } from '@fohzshop/shared/contracts/orders';
import { paymentResumption } from '@fohzshop/shared/payment-resumption';
import type { Order } from '@fohzshop/shared/schemas/order';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useCallable } from '@/lib/callable/use-callable';
import { formatDayTime } from './format-date';

export const CANCELLED_MESSAGE =
  'Votre commande est annulée : les articles ne vous sont plus réservés.';

export function OrderPaymentActions({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
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
    <Stack gap="2" data-testid="payment-actions">
      <Text fontSize="sm">
        {transfer
          ? 'Vous n’avez pas encore fait le virement ? Vous pouvez annuler la commande : les articles ne vous seront plus réservés.'
          : resumeUrl
            ? 'Votre paiement n’a pas abouti : reprenez-le, ou annulez la commande.'
            : 'La page de paiement a expiré : annulez la commande puis commandez à nouveau.'}
        {order.expires_at && ` Articles réservés jusqu’au ${formatDayTime(order.expires_at)}.`}
      </Text>
      <HStack gap="3" wrap="wrap">
        {resumeUrl && <Button onClick={resume}>Reprendre le paiement</Button>}
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Annuler la commande
        </Button>
      </HStack>
      <ConfirmDialog
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
      </ConfirmDialog>
    </Stack>
  );
}
