import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/errors';
import type * as ToasterStore from '@/ui/toaster-store';
import { createTestLocation, TestProviders, TestRouter } from '@/testing/render';
import { usePlaceOrder } from './use-place-order';

const submitOrder = vi.fn();
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, r: unknown) =>
    contract.name === 'placeOrder' ? submitOrder(r) : Promise.reject(new Error(contract.name)),
}));
const notifyError = vi.fn();
vi.mock('@/ui/toaster-store', async (original) => ({
  ...(await original<typeof ToasterStore>()),
  notifyError: (...args: unknown[]) => notifyError(...args),
}));

const REQUEST = {
  shipping_address: {
    first_name: 'Léa',
    last_name: 'Martin',
    line1: '1 rue',
    postal_code: '75002',
    city: 'Paris',
  },
  payment_method: 'bank_transfer' as const,
  accept_terms: true as const,
};

function Checkout() {
  const { place, pending } = usePlaceOrder();
  return (
    <button type="button" disabled={pending} onClick={() => place(REQUEST)}>
      Commander
    </button>
  );
}

function setup() {
  const router = createTestLocation('/mon-panier/paiement');
  render(
    <TestProviders>
      <TestRouter
        router={router}
        routes={[
          { path: '/mon-panier/paiement', element: <Checkout /> },
          { path: '*', element: <p>ailleurs</p> },
        ]}
      />
    </TestProviders>,
  );
  return router;
}

const keyOf = (call: number) =>
  (submitOrder.mock.calls[call]?.[0] as { idempotency_key: string }).idempotency_key;

afterEach(() => {
  submitOrder.mockReset();
  notifyError.mockReset();
  sessionStorage.clear();
});

describe('usePlaceOrder', () => {
  it('sends one request for a double click, then opens the confirmation', async () => {
    submitOrder.mockResolvedValue({ order_id: 'o42', number: 'FZ-2026-000042' });
    const router = setup();
    const button = screen.getByRole('button', { name: 'Commander' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/commande-validee'));
    expect(router.state.location.search).toBe('?commande=o42');
    expect(submitOrder).toHaveBeenCalledTimes(1);
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('fohzshop:checkout-attempt')).toBeNull();
  });

  it('opens a payment page of the shop itself (the local payment sandbox) in the app', async () => {
    submitOrder.mockResolvedValue({
      order_id: 'o43',
      number: 'FZ-2026-000043',
      payment_url: `${window.location.origin}/paiement-test?session=cs_test_1`,
    });
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paiement-test'));
    expect(router.state.location.search).toBe('?session=cs_test_1');
  });

  it('after an error: a French toast, the page stays, the retry reuses the same key', async () => {
    submitOrder.mockRejectedValueOnce(
      new UserFacingError('unavailable', 'Service momentanément indisponible.'),
    );
    const router = setup();
    const button = screen.getByRole('button', { name: 'Commander' });
    fireEvent.click(button);
    await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
    expect((notifyError.mock.calls[0]?.[0] as Error).message).toBe(
      'Service momentanément indisponible.',
    );
    expect(router.state.location.pathname).toBe('/mon-panier/paiement');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    submitOrder.mockResolvedValueOnce({ order_id: 'o44', number: 'FZ-2026-000044' });
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/commande-validee'));
    expect(keyOf(1)).toBe(keyOf(0));
  });
});
