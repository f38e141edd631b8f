// /hyperviseur/commandes/:order_id: one order, live — its items, customer and addresses,
// payment and its documents, delivery, return, the status changes the state machines allow,
// deletion and history.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { orderDeletionLock } from '@fohzshop/shared/admin-order-edit';
import { adminDeleteOrder, adminUpdateOrder } from '@fohzshop/shared/contracts/orders';
import { ROUTES } from '@fohzshop/shared/routes';
import { userDisplayName } from '@fohzshop/shared/schemas/user';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@fohzshop/shared/state-machines/order';
import { AppLink } from '@/ui/app-link';
import { PageSpinner } from '@/ui/spinners';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeliveryPanel } from '../components/delivery-panel';
import { DocumentsPanel } from '../components/documents-panel';
import { HistoryTimeline } from '../components/history-timeline';
import { OrderCustomer } from '../components/order-customer';
import { OrderItems } from '../components/order-items';
import { OrderNote } from '../components/order-note';
import { formatDateTime } from '../components/orders-table';
import { PaymentPanel } from '../components/payment-panel';
import { ReturnPanel } from '../components/return-panel';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { StatusBadge } from '../components/status-badge';
import { WithdrawalPanel } from '../components/withdrawal-panel';
import { useOrderAdmin, useOrders, useUsers } from '../hooks/use-admin-data';
import { useCallable } from '@/lib/callable/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import { orderStatusActions } from '../lib/order-actions';

const STATUS_ACTIONS: Partial<Record<OrderStatus, string>> = {
  preparing: 'Passer en préparation',
  cancelled: 'Annuler la commande',
};

export function OrderDetailRoute() {
  const { order_id: orderId = '' } = useParams();
  const { orders, isLoading } = useOrders();
  const { users } = useUsers();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const update = useCallable(adminUpdateOrder, {
    success: HV_MESSAGES.orderUpdated,
    error: HV_MESSAGES.orderUpdateFailed,
  });
  const remove = useCallable(adminDeleteOrder, {
    success: HV_MESSAGES.orderDeleted,
    error: HV_MESSAGES.orderDeleteFailed,
  });
  const names = useMemo(() => new Map(users.map((u) => [u.user_id, userDisplayName(u)])), [users]);
  const order = orders.find((o) => o.order_id === orderId);
  const admin = useOrderAdmin(orderId);
  if (isLoading) return <PageSpinner />;
  if (!order) {
    return (
      <Stack gap="3">
        <Text>Commande introuvable (supprimée ou identifiant inconnu).</Text>
        <AppLink to={ROUTES.HYPERVISOR_ORDERS.path} color="orange.fg">
          Retour aux commandes
        </AppLink>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <ScreenHeader
        title={`Commande ${order.number}`}
        summary={`Passée le ${formatDateTime(order.created_at)} · ${order.email}`}
      >
        <StatusBadge status={order.status} label={ORDER_STATUS_LABELS[order.status]} />
        {orderStatusActions(order).map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'outline' : 'solid'}
            loading={update.isPending && update.variables?.status === status}
            onClick={() => update.mutate({ order_id: order.order_id, status })}
          >
            {STATUS_ACTIONS[status]}
          </Button>
        ))}
        {orderDeletionLock(order) === null && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
            Supprimer
          </Button>
        )}
      </ScreenHeader>
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <OrderItems key={order.updated_at} order={order} />
          <PaymentPanel order={order} />
          <DocumentsPanel order={order} />
          <DeliveryPanel key={`${order.order_id}-${order.delivery.status}`} order={order} />
          <WithdrawalPanel order={order} />
          <ReturnPanel order={order} />
        </Stack>
        <Stack gap="4">
          <OrderCustomer order={order} name={names.get(order.user_id) ?? order.user_id} />
          <OrderNote key={admin.note ?? ''} orderId={order.order_id} note={admin.note} />
          <HistoryTimeline history={order.history} actors={admin.actors ?? {}} names={names} />
        </Stack>
      </Grid>
      <ConfirmDialog
        open={deleting}
        title="Supprimer la commande"
        confirmLabel={`Supprimer la commande ${order.number}`}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { order_id: order.order_id },
            {
              onSuccess: () => navigate(ROUTES.HYPERVISOR_ORDERS.path),
              onSettled: () => setDeleting(false),
            },
          )
        }
      >
        {`Supprimer définitivement la commande ${order.number} ? Le stock réservé sera rendu ; son numéro ne sera pas réutilisé et la suppression restera visible dans « Commandes supprimées ».`}
      </ConfirmDialog>
    </Stack>
  );
}
