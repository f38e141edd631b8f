// « Me prévenir du retour en stock »: offered only when the product cannot be bought; its dialog
// (loaded on use) takes the address, the account's when signed in, checks it in French and sends
// the product and the address, then says what happens next whatever the server found.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STOCK_ALERT_TEXTS } from '@fohzshop/shared/stock-alerts';
import { product } from '@fohzshop/shared/test-support/products';
import { renderWithProviders } from '@/testing/render';
import { ProductActions } from './product-actions';

const requestStockAlert = vi.fn(async (_request: { product_id: string; email: string }) => {});
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, request: { product_id: string; email: string }) => {
    if (contract.name !== 'subscribeStockAlert') throw new Error(`unexpected ${contract.name}`);
    return requestStockAlert(request);
  },
}));
let session: { user: { uid: string; email: string } | null } = { user: null };
vi.mock('@/entities/session/hooks/use-session', () => ({ useSession: () => session }));

const wolf = product({ product_id: 'wolf', name: 'Kaabo Wolf King GT', stock: 0 });

beforeEach(() => {
  requestStockAlert.mockClear();
  session = { user: null };
});

describe('back-in-stock alert on the product page', () => {
  it('is offered only when the product cannot be bought', () => {
    const { unmount } = renderWithProviders(<ProductActions product={wolf} isScooter={false} />);
    expect(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.button })).toBeTruthy();
    unmount();
    for (const buyable of [{ stock: 2 }, { stock: 0, backorder: true }]) {
      const view = renderWithProviders(
        <ProductActions product={{ ...wolf, ...buyable }} isScooter={false} />,
      );
      expect(screen.queryByRole('button', { name: STOCK_ALERT_TEXTS.button })).toBeNull();
      view.unmount();
    }
  });

  it('checks the address in French, then sends it with the product and says what comes next', async () => {
    renderWithProviders(<ProductActions product={wolf} isScooter={false} />);
    fireEvent.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: STOCK_ALERT_TEXTS.formTitle });
    const field = within(dialog).getByLabelText(new RegExp(STOCK_ALERT_TEXTS.emailLabel));
    fireEvent.change(field, { target: { value: 'pas-une-adresse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: STOCK_ALERT_TEXTS.submit }));
    await within(dialog).findByText(/adresse e-mail valide/i);
    expect(requestStockAlert).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'lea@example.fr' } });
    fireEvent.click(within(dialog).getByRole('button', { name: STOCK_ALERT_TEXTS.submit }));
    await within(dialog).findByText(STOCK_ALERT_TEXTS.requested);
    expect(requestStockAlert).toHaveBeenCalledWith({ product_id: 'wolf', email: 'lea@example.fr' });
  });

  it('fills in the address of the signed-in customer', async () => {
    session = { user: { uid: 'u1', email: 'client@example.fr' } };
    renderWithProviders(<ProductActions product={wolf} isScooter={false} />);
    fireEvent.click(screen.getByRole('button', { name: STOCK_ALERT_TEXTS.button }));
    const dialog = await screen.findByRole('dialog', { name: STOCK_ALERT_TEXTS.formTitle });
    await waitFor(() =>
      expect(
        (
          within(dialog).getByLabelText(
            new RegExp(STOCK_ALERT_TEXTS.emailLabel),
          ) as HTMLInputElement
        ).value,
      ).toBe('client@example.fr'),
    );
  });
});
