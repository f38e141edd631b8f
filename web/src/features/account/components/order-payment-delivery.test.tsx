import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { renderWithProviders } from '@/testing/render';
import type * as ToasterStore from '@/ui/toaster-store';
import { OrderPaymentDelivery } from './order-payment-delivery';

const toasts = vi.hoisted(() => ({ success: [] as string[] }));
vi.mock('@/ui/toaster-store', async (importOriginal) => ({
  ...(await importOriginal<typeof ToasterStore>()),
  notify: { success: (m: string) => toasts.success.push(m), error: vi.fn() },
}));

const TRANSFER = {
  holder: 'FōhzShop SAS',
  bank_name: 'Banque Démo',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP882',
  reference: 'FZ-2026-000042',
};

const order = (over: Partial<Order> = {}) =>
  ({
    order_id: 'o1',
    number: 'FZ-2026-000042',
    totals: { items: 1300, shipping: 0, discount: 0, total: 1300 },
    payment: { method: 'bank_transfer', status: 'pending', transfer: TRANSFER },
    delivery: { status: 'pending' },
    status: 'pending_payment',
    expires_at: '2026-03-21T09:30:00.000Z',
    ...over,
  }) as unknown as Order;

describe('OrderPaymentDelivery', () => {
  afterEach(() => {
    toasts.success = [];
  });

  it('offers copy buttons for the IBAN, the BIC and the reference of an awaited transfer', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<OrderPaymentDelivery order={order()} />);
    for (const [label, value] of [
      ['IBAN', TRANSFER.iban],
      ['BIC', TRANSFER.bic],
      ['Référence', TRANSFER.reference],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: `Copier ${label}` }));
      await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(value));
    }
    await waitFor(() => expect(toasts.success).toContain('IBAN copié.'));
    screen.getByText(/1\s300,00\s€/);
  });

  it('shows no bank details once the transfer is received', () => {
    const paid = order({
      status: 'paid',
      payment: { method: 'bank_transfer', status: 'paid', transfer: TRANSFER },
    } as Partial<Order>);
    renderWithProviders(<OrderPaymentDelivery order={paid} />);
    expect(screen.queryByRole('button', { name: 'Copier IBAN' })).toBeNull();
  });
});
