// Withdrawal: the state of a return, or « Demander un retour » while the 14 days after delivery
// run (reason required), and the model withdrawal form filled with the order's details.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { returnEligibility } from '@fohzshop/shared/account-orders';
import { requestReturn } from '@fohzshop/shared/contracts/orders';
import { RETURN_WINDOW_DAYS } from '@fohzshop/shared/payments';
import type { Order } from '@fohzshop/shared/schemas/order';
import { RETURN_STATUS_LABELS } from '@fohzshop/shared/state-machines/return';
import { Textarea } from '@/ui/textarea';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { FormField } from '@/ui/form-field';
import { useCallable } from '@/lib/callable/use-callable';
import { ReturnFormSchema, type ReturnForm } from './account-schemas';
import { downloadText } from '@/lib/download';
import { formatDay } from './format-date';
import { withdrawalFormText } from './withdrawal-form-text';
import { OrderWithdrawals } from './order-withdrawal';

function ReturnRequestForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnForm>({ resolver: zodResolver(ReturnFormSchema) });
  const mutation = useCallable(
    requestReturn,
    { success: 'Votre demande de retour a bien été enregistrée.' },
    { onSuccess: onDone },
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ reason }) => mutation.mutate({ order_id: order.order_id, reason }))}
    >
      <Stack gap="3">
        <FormField label="Motif du retour" error={errors.reason?.message} required>
          <Textarea rows={4} {...register('reason')} />
        </FormField>
        <Button type="submit" alignSelf="start" loading={mutation.isPending}>
          Envoyer la demande
        </Button>
      </Stack>
    </form>
  );
}

export function OrderReturn({ order }: { order: Order }) {
  const shop = useShopContact();
  const [asking, setAsking] = useState(false);
  const eligibility = returnEligibility(order, new Date());
  const downloadForm = () =>
    downloadText(withdrawalFormText(order, shop), `formulaire-retractation-${order.number}.txt`);
  return (
    <Stack gap="3" as="section" aria-labelledby="return-title">
      <Heading as="h2" size="md" id="return-title">
        Retour et rétractation
      </Heading>
      <OrderWithdrawals order={order} />
      {order.return ? (
        <Text fontSize="sm">
          Retour demandé le {formatDay(order.return.requested_at)} — statut :{' '}
          <strong>{RETURN_STATUS_LABELS[order.return.status]}</strong>.
        </Text>
      ) : eligibility.eligible ? (
        <>
          <Text fontSize="sm">
            Vous pouvez vous rétracter jusqu'au {formatDay(eligibility.deadline)} (
            {RETURN_WINDOW_DAYS} jours après la livraison), sans avoir à vous justifier : indiquez
            simplement un motif pour nous aider à traiter votre retour.
          </Text>
          {asking ? (
            <ReturnRequestForm order={order} onDone={() => setAsking(false)} />
          ) : (
            <Button alignSelf="start" variant="outline" onClick={() => setAsking(true)}>
              Demander un retour
            </Button>
          )}
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {eligibility.reason === 'not-delivered'
            ? `Vous pourrez demander un retour une fois la commande livrée, pendant ${RETURN_WINDOW_DAYS} jours.`
            : `Le délai de rétractation de ${RETURN_WINDOW_DAYS} jours après la livraison est dépassé.`}
        </Text>
      )}
      <Text fontSize="sm">
        Vous pouvez aussi nous adresser le{' '}
        <Button variant="plain" size="sm" p="0" h="auto" color="orange.fg" onClick={downloadForm}>
          formulaire de rétractation
        </Button>{' '}
        (modèle officiel, prérempli pour cette commande) par e-mail ou par courrier.
      </Text>
    </Stack>
  );
}
