import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';
import type { Order } from '@fohzshop/shared/schemas/order';
import { renderWithProviders } from '@/testing/render';
import { formatDayTime } from './format-date';
import { OrderPaymentActions } from './order-payment-actions';

const cancelled = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, { order_id }: { order_id: string }) => {
    if (contract.name !== 'cancelMyOrder') throw new Error(`unexpected ${contract.name}`);
    cancelled.ids.push(order_id);
    return Promise.resolve({ ok: true });
  },
}));

const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const order = (payment: Partial<Order['payment']> = {}, over: Partial<Order> = {}) =>
  ({
    order_id: 'o1',
    number: 'FZ-2026-000042',
    status: 'pending_payment',
    expires_at: soon(40),
    payment: {
      method: 'card',
      provider: 'stripe',
      status: 'pending',
      // The local payment sandbox's test page, on the shop's own origin.
      payment_url: `${window.location.origin}/paiement-test?session=cs_test_1`,
      payment_url_expires_at: soon(40),
      ...payment,
    },
    ...over,
  }) as Order;

describe('OrderPaymentActions', () => {
  beforeEach(() => {
    cancelled.ids = [];
  });

  it('resumes the payment on the stored page while its session is valid', async () => {
    const { router } = renderWithProviders(<OrderPaymentActions order={order()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le paiement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paiement-test'));
    expect(router.state.location.search).toBe('?session=cs_test_1');
  });

  it('cancels the order after confirmation', async () => {
    renderWithProviders(<OrderPaymentActions order={order()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    expect(cancelled.ids).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: DIALOG_LABELS.confirm }));
    await waitFor(() => expect(cancelled.ids).toEqual(['o1']));
  });

  it('only cancels once the payment page expired', () => {
    renderWithProviders(
      <OrderPaymentActions order={order({ payment_url_expires_at: soon(-1) })} />,
    );
    expect(screen.queryByRole('button', { name: 'Reprendre le paiement' })).toBeNull();
    screen.getByRole('button', { name: 'Annuler la commande' });
    screen.getByText(/La page de paiement a expiré/);
  });

  it('an unpaid bank transfer: cancel only, in the words of a transfer, with the hold’s end', async () => {
    const hold = soon(3 * 24 * 60);
    const transfer = order(
      { method: 'bank_transfer', provider: 'bank_transfer', payment_url: undefined },
      { expires_at: hold },
    );
    renderWithProviders(<OrderPaymentActions order={transfer} />);
    const actions = screen.getByTestId('payment-actions');
    expect(actions.textContent).toContain('Vous n’avez pas encore fait le virement ?');
    expect(actions.textContent).toContain(`Articles réservés jusqu’au ${formatDayTime(hold)}.`);
    expect(screen.queryByRole('button', { name: 'Reprendre le paiement' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Si vous avez déjà fait le virement, n’annulez pas',
    );
    fireEvent.click(screen.getByRole('button', { name: DIALOG_LABELS.confirm }));
    await waitFor(() => expect(cancelled.ids).toEqual(['o1']));
  });

  it('shows nothing for a paid order, by card or by transfer', () => {
    const { unmount } = renderWithProviders(
      <OrderPaymentActions order={order({ status: 'paid' }, { status: 'paid' })} />,
    );
    expect(screen.queryByTestId('payment-actions')).toBeNull();
    unmount();
    const received = order(
      { method: 'bank_transfer', provider: 'bank_transfer', status: 'paid' },
      { status: 'paid' },
    );
    renderWithProviders(<OrderPaymentActions order={received} />);
    expect(screen.queryByTestId('payment-actions')).toBeNull();
  });
});
