// /hyperviseur/commandes: every order, live, filtered by status / payment / delivery / date and
// searchable by number or customer; a new order can be taken for a customer. Below, the deleted
// orders, which explain the gaps in the numbering, and the payment incidents.
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { PageSpinner } from '@/ui/spinners';
import { userDisplayName } from '@fohzshop/shared/schemas/user';
import { CreateOrderDialog } from '../components/create-order-dialog';
import { DeletedOrders } from '../components/deleted-orders';
import { OrderFiltersBar } from '../components/order-filters-bar';
import { OrdersTable } from '../components/orders-table';
import { PaymentIncidents } from '../components/payment-incidents';
import { Pager, pageOf } from '../components/pager';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { useOrders, useUsers } from '../hooks/use-admin-data';
import { adminOrderPath } from '../lib/admin-paths';
import { NO_ORDER_FILTERS, filterOrders } from '../lib/table-filters';

const PAGE_SIZE = 50;

export function OrdersRoute() {
  const { orders, isLoading } = useOrders();
  const [filters, setFilters] = useState(NO_ORDER_FILTERS);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const { users } = useUsers();
  const names = useMemo(() => new Map(users.map((u) => [u.user_id, userDisplayName(u)])), [users]);
  const filtered = useMemo(() => filterOrders(orders, filters), [orders, filters]);
  const numbers = useMemo(() => new Map(orders.map((o) => [o.order_id, o.number])), [orders]);
  const current = pageOf(filtered, page, PAGE_SIZE);
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <ScreenHeader
        title="Commandes"
        summary={`${orders.length} commandes · ${filtered.length} affichées`}
      >
        <Button onClick={() => setCreating(true)}>Nouvelle commande</Button>
      </ScreenHeader>
      <OrderFiltersBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <OrdersTable rows={current.rows} detailPath={adminOrderPath} />
      <Pager
        page={current.page}
        pageCount={current.pageCount}
        total={filtered.length}
        onPage={setPage}
      />
      <DeletedOrders names={names} />
      <PaymentIncidents numbers={numbers} />
      <CreateOrderDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
