// Every order status in the customer's account: the badges and the payment and delivery details
// read as in the Hyperviseur (a closed order's delivery is never « En préparation »), and the
// only action offered is cancelling an order whose payment is still awaited.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_CASES } from '@/testing/orders-in-every-status';
import { renderWithProviders } from '@/testing/render';
import { orderBadges } from './order-badges';
import { OrderPaymentDelivery } from './order-payment-delivery';

const CLOSED = ['cancelled', 'expired'];

describe.each(ORDER_CASES)('an order $name, in the account', (c) => {
  it('shows the same payment and delivery states, and only the actions it allows', () => {
    renderWithProviders(<OrderPaymentDelivery order={c.order} />);
    const [payment, delivery] = screen.getAllByRole('region');
    const status = (region: HTMLElement) =>
      [...region.querySelectorAll('p')]
        .map((line) => line.textContent)
        .find((line) => line?.startsWith('Statut'));
    expect(status(payment!)).toBe(`Statut : ${c.payment}`);
    expect(status(delivery!)).toBe(`Statut : ${c.delivery}`);
    const offered = screen.queryAllByRole('button').map((button) => button.textContent);
    expect(offered.includes('Annuler la commande')).toBe(c.customerCancel);
  });

  it('says in its badges nothing its order status contradicts', () => {
    const labels = orderBadges(c.order).map((badge) => badge.label);
    expect(labels).toContain(`Paiement : ${c.payment.toLowerCase()}`);
    if (c.delivery === 'Annulée') expect(labels.some((l) => l.startsWith('Livraison'))).toBe(false);
    else expect(labels).toContain(`Livraison : ${c.delivery.toLowerCase()}`);
    if (CLOSED.includes(c.order.status)) expect(labels).not.toContain('Livraison : en préparation');
  });
});
