// The products screen of the Hyperviseur: a product is deleted only after its confirmation, by
// its id; the catalogue « Cleansing » runs only once confirmed, says it is running, and closes
// when the server has answered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanseProducts, deleteProduct } from '@fohzshop/shared/contracts/products';
import { product } from '@fohzshop/shared/test-support/products';
import { productsQueryOptions } from '@/entities/product/api/products-query';
import { renderWithProviders } from '@/testing/render';
import { shopSettingsQuery } from '../api/admin-data';
import { unpaidOrdersQuery } from '../api/reservation-data';
import { ProductsRoute } from './products-route';

const calls = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/call-function', () => calls);

const PRODUCTS = [
  product({ product_id: 'mantis', name: 'Kaabo Mantis' }),
  product({ product_id: 'thunder', name: 'Dualtron Thunder 3' }),
];

const renderProducts = () =>
  renderWithProviders(<ProductsRoute />, {
    prefill: (client) => {
      client.setQueryData(productsQueryOptions(client).queryKey, PRODUCTS);
      client.setQueryData(shopSettingsQuery(client).queryKey, { lowStockThreshold: 3 });
      client.setQueryData(unpaidOrdersQuery(client).queryKey, []);
    },
  });

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;

beforeEach(() => {
  calls.callFunction.mockReset();
  calls.callFunction.mockResolvedValue({ ok: true });
});

describe('ProductsRoute', () => {
  it('deletes a product only once confirmed, by its id', async () => {
    const ui = userEvent.setup();
    renderProducts();
    await ui.click(within(rowOf('Kaabo Mantis')).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Supprimer définitivement « Kaabo Mantis »/).textContent).toBe(
      'Supprimer définitivement « Kaabo Mantis » du catalogue ?',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.callFunction).not.toHaveBeenCalled();

    await ui.click(within(rowOf('Kaabo Mantis')).getByRole('button', { name: 'Supprimer' }));
    await ui.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(calls.callFunction).toHaveBeenCalledTimes(1));
    expect(calls.callFunction).toHaveBeenCalledWith(deleteProduct, { product_id: 'mantis' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('runs the cleansing once confirmed, shows it running, and closes on the answer', async () => {
    const ui = userEvent.setup();
    let answer: (value: { touched: number }) => void = () => undefined;
    calls.callFunction.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderProducts();
    await ui.click(screen.getByRole('button', { name: 'Cleansing' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.callFunction).not.toHaveBeenCalled();
    await ui.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(calls.callFunction).toHaveBeenCalledWith(cleanseProducts, {});
    const running = await within(dialog).findByRole('status');
    expect(running.textContent).toContain('Cleansing en cours sur 2 produits');
    answer({ touched: 2 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.callFunction).toHaveBeenCalledTimes(1);
  });
});
