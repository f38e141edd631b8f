import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { TestProviders } from '@/testing/render';
import { PaymentPanel } from './payment-panel';

const calls = vi.hoisted(() => ({ callFunction: vi.fn(async () => ({ ok: true as const })) }));
vi.mock('@/lib/firebase/call-function', () => calls);

const order: Order = {
  order_id: 'o1',
  number: 'FZ-2026-000001',
  user_id: 'u1',
  email: 'client@exemple.fr',
  items: [],
  totals: { items: 299.98, shipping: 0, discount: 0, total: 299.98 },
  shipping_address: {
    first_name: 'Lucas',
    last_name: 'Martin',
    line1: '8 avenue Jean Jaurès',
    postal_code: '13005',
    city: 'Marseille',
    country: 'France',
  },
  payment: { method: 'card', status: 'paid' },
  delivery: { status: 'pending' },
  status: 'paid',
  history: [],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

beforeEach(() => calls.callFunction.mockClear());

describe('PaymentPanel « Rembourser tout »', () => {
  it('asks for confirmation, in French, before sending the full refund', async () => {
    const user = userEvent.setup();
    render(
      <TestProviders>
        <PaymentPanel order={order} />
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Rembourser tout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.callFunction).not.toHaveBeenCalled();
    within(dialog).getByText(/Rembourser toute la commande FZ-2026-000001/);

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.callFunction).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rembourser tout' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: /^Rembourser 299,98/ }));
    await waitFor(() => expect(calls.callFunction).toHaveBeenCalledTimes(1));
    expect(calls.callFunction).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'adminUpdatePayment' }),
      expect.objectContaining({ order_id: 'o1', status: 'refunded', refund_amount: 299.98 }),
    );
  });
});
