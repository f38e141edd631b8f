// /hyperviseur: the shop at a glance, live (orders and products listeners): revenue this month
// vs last month, what needs doing, low stock (with the people waiting for each product's return),
// basket, conversion, the revenue charts and the stock reserved by unpaid orders.
import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatCents, formatEuros } from '@fohzshop/shared/money';
import { ROUTES } from '@fohzshop/shared/routes';
import { useProducts } from '@/entities/product/hooks/use-products';
import { PageSpinner } from '@/ui/spinners';
import { ReservationsPanel } from '../components/reservations-panel';
import { RevenueChart } from '../components/revenue-chart';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { StatCard } from '../components/stat-card';
import { useLowStockThreshold, useOrders } from '../hooks/use-admin-data';
import { useReservationLimits } from '../hooks/use-reservations';
import { useWaitingCounts } from '../hooks/use-waiting-counts';
import { dashboardStats } from '../lib/dashboard-stats';
import { pendingReservations } from '../lib/reservations';

const trend = (percent: number | null) =>
  percent === null
    ? 'Pas de chiffre le mois dernier'
    : `${percent > 0 ? '+' : ''}${String(percent).replace('.', ',')} % vs le mois dernier`;

/** « · 3 personnes en attente » after a product someone waits for. */
const waitingText = (count: number) =>
  count > 0 ? ` · ${count} personne${count > 1 ? 's' : ''} en attente` : '';

export function DashboardRoute() {
  const { orders, isLoading } = useOrders();
  const { products, isLoading: productsLoading } = useProducts();
  const threshold = useLowStockThreshold();
  const stats = useMemo(
    () => dashboardStats(orders, products, { now: new Date(), lowStockThreshold: threshold }),
    [orders, products, threshold],
  );
  const limits = useReservationLimits();
  const waiting = useWaitingCounts();
  const pending = useMemo(() => pendingReservations(orders, new Date()), [orders]);
  if (isLoading || productsLoading) return <PageSpinner />;
  const ordersPath = ROUTES.HYPERVISOR_ORDERS.path;
  return (
    <Stack gap="6">
      <ScreenHeader title="Tableau de bord" summary="Chiffres en direct de la boutique." />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          label="CA TTC du mois"
          value={formatCents(stats.thisMonth.ttcCents)}
          hint={trend(stats.trendPercent)}
        />
        <StatCard
          label="CA HT du mois"
          value={formatCents(stats.thisMonth.htCents)}
          hint={`Mois dernier : ${formatCents(stats.lastMonth.htCents)} HT · ${formatCents(stats.lastMonth.ttcCents)} TTC`}
        />
        <StatCard
          label="Panier moyen du mois"
          value={formatCents(stats.averageBasketCents)}
          hint={`${stats.thisMonth.orders} commandes payées`}
        />
        <StatCard
          label="Conversion vues → commandes"
          value={
            stats.conversionPercent === null
              ? '—'
              : `${String(stats.conversionPercent).replace('.', ',')} %`
          }
          hint="Commandes payées ÷ vues des fiches produits"
        />
        <StatCard
          label="Commandes à préparer"
          value={stats.ordersToPrepare}
          to={ordersPath}
          tone={stats.ordersToPrepare ? 'orange.fg' : undefined}
        />
        <StatCard label="Virements en attente" value={stats.transfersAwaiting} to={ordersPath} />
        <StatCard label="Retours ouverts" value={stats.openReturns} to={ordersPath} />
        <StatCard
          label="Rétractations ouvertes"
          value={stats.openWithdrawals}
          hint="Reçues par « Renoncer au contrat ici », retour pas encore clos"
          to={ordersPath}
          tone={stats.openWithdrawals ? 'orange.fg' : undefined}
        />
        <StatCard
          label="Produits en stock bas"
          value={stats.lowStock.length}
          hint={`Seuil : ${threshold} unité${threshold > 1 ? 's' : ''}`}
          to={ROUTES.HYPERVISOR_PRODUCTS.path}
          tone={stats.lowStock.length ? 'red.fg' : undefined}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <RevenueChart title="CA TTC par jour (30 jours)" points={stats.daily} />
        <RevenueChart title="CA TTC par mois (12 mois)" points={stats.monthly} />
      </SimpleGrid>
      <ReservationsPanel summary={pending} limits={limits} now={new Date()} />
      <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
        <Heading as="h2" size="md" mb="2">
          Stock bas
        </Heading>
        {stats.lowStock.length === 0 ? (
          <Text color="fg.muted">Aucun produit sous le seuil.</Text>
        ) : (
          <List.Root variant="plain" gap="1">
            {stats.lowStock.slice(0, 15).map((product) => (
              <List.Item key={product.product_id} justifyContent="space-between">
                <Text>{product.name}</Text>
                <Text color={product.stock === 0 ? 'red.fg' : 'orange.fg'} fontWeight="semibold">
                  {product.stock} en stock · {formatEuros(product.price)}
                  {waitingText(waiting.get(product.product_id) ?? 0)}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}
