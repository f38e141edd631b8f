import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { TestProviders } from '@/testing/render';
import { WithdrawalPanel } from './withdrawal-panel';

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
  delivery: { status: 'delivered', delivered_at: '2026-03-05T10:00:00.000Z' },
  return: {
    status: 'requested',
    reason: 'Rétractation en ligne',
    requested_at: '2026-03-10T09:00:00.000Z',
  },
  withdrawals: {
    w1: {
      received_at: '2026-03-10T09:00:00.000Z',
      scope: 'items',
      items: '1 × Batterie 60 V',
      acknowledged_at: '2026-03-10T09:00:01.000Z',
    },
  },
  status: 'delivered',
  history: [],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-10T09:00:00.000Z',
};

describe('WithdrawalPanel', () => {
  it('shows each withdrawal with its items and the refund deadline, 14 days after receipt', () => {
    render(
      <TestProviders>
        <WithdrawalPanel order={order} />
      </TestProviders>,
    );
    const entry = screen.getByTestId('withdrawal-entry');
    expect(entry.textContent).toContain('Certains articles : « 1 × Batterie 60 V »');
    expect(entry.textContent).toContain('Remboursement dû au plus tard le 24 mars 2026');
    expect(entry.textContent).toContain('délai dépassé');
    expect(entry.textContent).toContain('Accusé de réception envoyé le');
  });

  it('shows nothing for an order without withdrawal', () => {
    const { container } = render(
      <TestProviders>
        <WithdrawalPanel order={{ ...order, withdrawals: undefined }} />
      </TestProviders>,
    );
    expect(container.textContent).toBe('');
  });
});
