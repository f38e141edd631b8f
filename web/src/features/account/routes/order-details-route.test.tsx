// The order page without Chakra's provider, as screenPage serves it: a Chakra component rendered
// on its load would throw. Chakra's runtime comes with the cancellation's confirmation only,
// prefetched at the first press or focus of « Annuler la commande ».
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { ORDER_CASES } from '@/testing/orders-in-every-status';
import { createTestRouter } from '@/testing/render';
import type * as WithChakra from '@/ui/theme/with-chakra';
import { OrderDetailsRoute } from './order-details-route';

const calls = vi.hoisted(() => ({
  chakraLoads: 0,
  cancelled: [] as string[],
  order: null as unknown,
}));
vi.mock('@/ui/theme/with-chakra', async (importOriginal) => {
  const actual = await importOriginal<typeof WithChakra>();
  return {
    ...actual,
    loadWithChakra: (load: Parameters<typeof actual.loadWithChakra>[0]) => {
      calls.chakraLoads += 1;
      return actual.loadWithChakra(load);
    },
  };
});
vi.mock('../api/orders-api', () => ({
  listenOrder: (_id: string, onData: (order: unknown) => void) => {
    onData(calls.order);
    return () => undefined;
  },
}));
vi.mock('@/entities/shop/hooks/use-shop-contact', () => ({ useShopContact: () => null }));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, { order_id }: { order_id: string }) => {
    if (contract.name !== 'cancelMyOrder') throw new Error(`unexpected ${contract.name}`);
    calls.cancelled.push(order_id);
    return Promise.resolve({ ok: true });
  },
}));

const soon = new Date(Date.now() + 40 * 60_000).toISOString();
const base = ORDER_CASES.find((c) => c.name === 'paid')?.order as Order;
const item = { brand: 'Dualtron', type: 'Pièce détachée', unit_price: 49.9, quantity: 1 } as const;
const order = (over: Partial<Order>): Order => ({
  ...base,
  items: [
    { ...item, product_id: 'p1', name: 'Pneu 10 pouces' },
    { ...item, product_id: 'p2', name: 'Chambre à air' },
  ],
  history: [
    { at: '2026-03-01T09:00:00.000Z', event: 'Commande passée', by: 'system' },
    { at: '2026-03-01T09:05:00.000Z', event: 'Paiement reçu', by: 'system' },
  ],
  ...over,
});
const unpaid = order({
  status: 'pending_payment',
  expires_at: soon,
  payment: {
    method: 'card',
    provider: 'stripe',
    status: 'pending',
    payment_url: 'https://paiement.example/session',
    payment_url_expires_at: soon,
  },
});
const delivered = order({
  status: 'delivered',
  delivery: { status: 'delivered', delivered_at: new Date().toISOString() },
});

function renderPage(shown: Order) {
  calls.order = shown;
  const router = createTestRouter(null, {
    path: `/mon-compte/mes-commandes/${shown.order_id}`,
    routes: [{ path: ROUTES.USER_ORDER_DETAILS.path, element: <OrderDetailsRoute /> }],
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const chakraElements = () => document.querySelectorAll('[class*="chakra-"]');

describe('OrderDetailsRoute', () => {
  beforeEach(() => {
    calls.chakraLoads = 0;
    calls.cancelled = [];
  });

  it('shows a delivered order, its review and return forms, without Chakra', () => {
    renderPage(delivered);
    screen.getByRole('heading', { level: 1, name: `Commande ${base.number}` });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('order-timeline').querySelectorAll('li')).toHaveLength(2);
    screen.getByRole('form', { name: 'Donner mon avis' });
    fireEvent.click(screen.getByRole('button', { name: 'Demander un retour' }));
    screen.getByRole('textbox', { name: /Motif du retour/ });
    expect(chakraElements()).toHaveLength(0);
    expect(calls.chakraLoads).toBe(0);
  });

  it('loads the confirmation at the first press of « Annuler la commande », and keeps the order', async () => {
    renderPage(unpaid);
    const cancel = screen.getByRole('button', { name: 'Annuler la commande' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.chakraLoads).toBe(0);
    fireEvent.pointerDown(cancel);
    expect(calls.chakraLoads).toBeGreaterThan(0);
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText(`Annuler la commande ${base.number} ?`);
    expect(dialog.textContent).toContain('Si vous venez de payer, attendez plutôt');
    fireEvent.click(within(dialog).getByRole('button', { name: DIALOG_LABELS.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.cancelled).toEqual([]);
  });

  it('cancels the order once « OK » is pressed in the confirmation, then closes it', async () => {
    renderPage(unpaid);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.cancelled).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: DIALOG_LABELS.confirm }));
    await waitFor(() => expect(calls.cancelled).toEqual([base.order_id]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('prefetches the confirmation when « Annuler la commande » takes the focus', () => {
    renderPage(unpaid);
    fireEvent.focus(screen.getByRole('button', { name: 'Annuler la commande' }));
    expect(calls.chakraLoads).toBeGreaterThan(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
