// Every order status in the Hyperviseur: the payment and delivery panels show the states every
// screen shows (a closed order's delivery is « Annulée », never « En préparation ») and offer only
// what the state machines allow from there — no « Annuler la livraison » on a cancelled order.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryMachine } from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUSES, orderMachine } from '@fohzshop/shared/state-machines/order';
import { shownDeliveryStatus } from '@fohzshop/shared/state-machines/shown-status';
import { ORDER_CASES } from '@/testing/orders-in-every-status';
import { TestProviders } from '@/testing/render';
import { deliveryActions, orderStatusActions } from '../lib/order-actions';
import { DeliveryPanel } from './delivery-panel';
import { PaymentPanel } from './payment-panel';

vi.mock('@/lib/firebase/call-function', () => ({ callFunction: vi.fn() }));

const DELIVERY_BUTTONS = [
  'Marquer expédiée',
  'En cours de livraison',
  'Marquer livrée',
  'Échec de livraison',
  'Annuler la livraison',
  'En préparation',
];

const buttonNames = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');

describe('an order in the Hyperviseur, in every status', () => {
  it('has a case for every order status', () => {
    const covered = new Set(ORDER_CASES.map(({ order }) => order.status));
    expect([...ORDER_STATUSES].filter((status) => !covered.has(status))).toEqual([]);
  });

  describe.each(ORDER_CASES)('$name', (c) => {
    it('offers only the transitions its machines allow', () => {
      const shown = shownDeliveryStatus(c.order);
      for (const next of deliveryActions(c.order))
        expect(deliveryMachine.canTransition(shown, next)).toBe(true);
      const statusActions = orderStatusActions(c.order);
      expect(statusActions).toEqual(c.statusActions);
      for (const next of statusActions)
        expect(orderMachine.canTransition(c.order.status, next)).toBe(true);
    });

    it('shows its delivery and payment as every screen does, with their actions', () => {
      render(
        <TestProviders>
          <div data-testid="delivery">
            <DeliveryPanel order={c.order} />
          </div>
          <div data-testid="payment">
            <PaymentPanel order={c.order} />
          </div>
        </TestProviders>,
      );
      const delivery = screen.getByTestId('delivery');
      const payment = screen.getByTestId('payment');
      expect(within(delivery).getByText(c.delivery).textContent).toBe(c.delivery);
      expect(within(payment).getByText(c.payment).textContent).toBe(c.payment);
      if (c.delivery !== 'En préparation')
        expect(within(delivery).queryByText('En préparation')).toBeNull();
      const offered = buttonNames(delivery).filter((name) => DELIVERY_BUTTONS.includes(name));
      expect(offered).toEqual(c.deliveryActions);
      const paymentButtons = buttonNames(payment);
      expect(paymentButtons.includes('Virement reçu')).toBe(c.confirmTransfer);
      expect(paymentButtons.includes('Rembourser tout')).toBe(c.refund);
    });
  });
});
