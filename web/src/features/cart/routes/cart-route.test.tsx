import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GARAGE_STORAGE_KEY } from '@fohzshop/shared/catalog/compatibility';
import { product } from '@fohzshop/shared/test-support/products';
import { CART_STORAGE_KEY } from '@/entities/cart/api/cart-store';
import { SEEN_PRICES_STORAGE_KEY } from '@/entities/cart/api/seen-prices';
import { setCatalogSource, type CatalogSource } from '@/entities/product/api/catalog-source';
import { memoryCatalogSource } from '@/entities/product/api/memory-catalog-source';
import { createTestLocation, TestProviders, TestRouter } from '@/testing/render';
import { CartRoute } from './cart-route';

const PART = 'Pièce détachée';
const catalog = {
  thunder: product({ product_id: 'thunder', name: 'Dualtron Thunder 3', price: 3990, stock: 2 }),
  pneu: product({
    product_id: 'pneu',
    name: 'Pneu 11 pouces',
    brand: 'FōhzShop',
    type: PART,
    price: 59.9,
    stock: 10,
    compatible_with: ['thunder'],
  }),
  frein: product({
    product_id: 'frein',
    name: 'Disque de frein',
    brand: 'Kaabo',
    type: PART,
    price: 24.5,
    stock: 0,
    compatible_with: ['wolf'],
  }),
};

const line = (quantity: number, minute: number) => ({
  quantity,
  added_at: `2025-06-15T12:0${minute}:00.000Z`,
});

async function setup(cart: Record<string, { quantity: number; added_at: string }>) {
  if (Object.keys(cart).length > 0) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  const router = createTestLocation('/mon-panier');
  render(
    <TestProviders>
      <TestRouter
        router={router}
        routes={[
          { path: '/mon-panier', element: <CartRoute /> },
          { path: '/connexion', element: <p>Page de connexion</p> },
        ]}
      />
    </TestProviders>,
  );
  return router;
}

const lineOf = (productId: string) => {
  const item = document.querySelector(`[data-product-id="${productId}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`ligne ${productId} absente`);
  return within(item);
};
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ');

// The catalogue answered from memory; the spies tell which queries the page makes.
let source: CatalogSource;
beforeEach(() => {
  const memory = memoryCatalogSource(Object.values(catalog));
  source = { ...memory, card: vi.fn(memory.card), cards: vi.fn(memory.cards) };
  setCatalogSource(source);
});

describe('CartRoute', () => {
  it('shows the empty cart with links to the catalogue', async () => {
    await setup({});
    await screen.findByText('Votre panier est vide.');
    expect(
      screen.getByRole('link', { name: 'Trottinettes électriques' }).getAttribute('href'),
    ).toBe('/trottinettes-electriques');
    screen.getByRole('link', { name: 'Pièces détachées' });
    expect(source.card).not.toHaveBeenCalled();
  });

  it('reads the cards of the cart lines only, never a whole list', async () => {
    await setup({ pneu: line(1, 1), frein: line(1, 2) });
    await screen.findByText('Pneu 11 pouces');
    expect(
      vi
        .mocked(source.card)
        .mock.calls.map(([id]) => id)
        .sort(),
    ).toEqual(['frein', 'pneu']);
    expect(source.cards).not.toHaveBeenCalled();
  });

  it('lists the lines with brand, unit price and line total, and totals in cents', async () => {
    await setup({ thunder: line(1, 1), pneu: line(3, 2) });
    await screen.findByText('Dualtron Thunder 3');
    const pneu = lineOf('pneu');
    pneu.getByText('FōhzShop');
    expect(text(pneu.getByText(/Prix unitaire/).textContent)).toBe('Prix unitaire : 59,90 €');
    expect(text(pneu.getByTestId('line-total').textContent)).toBe('179,70 €');
    screen.getByText('Livraison offerte');
    expect(text(screen.getByTestId('cart-total').textContent)).toBe('4 169,70 €');
    screen.getByText('Sous-total (4 articles)');
    expect(
      (screen.getByRole('button', { name: 'Passer la commande' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('flags stock problems on the line and blocks the order until they are fixed', async () => {
    const user = userEvent.setup();
    await setup({ thunder: line(3, 1), frein: line(1, 2) });
    await screen.findByText('Dualtron Thunder 3');
    expect(lineOf('thunder').getByTestId('line-problem').textContent).toContain(
      'Stock insuffisant : 2 disponibles.',
    );
    expect(lineOf('frein').getByTestId('line-problem').textContent).toContain('Rupture de stock.');
    expect(
      (screen.getByRole('button', { name: 'Passer la commande' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (
        lineOf('thunder').getByRole('button', {
          name: 'Augmenter la quantité',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);

    await user.click(lineOf('thunder').getByRole('button', { name: 'Diminuer la quantité' }));
    await waitFor(() => expect(lineOf('thunder').queryByTestId('line-problem')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Retirer Disque de frein du panier' }));
    await waitFor(() => expect(document.querySelector('[data-product-id="frein"]')).toBeNull());
    expect(
      (screen.getByRole('button', { name: 'Passer la commande' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toEqual({
      thunder: line(2, 1),
    });
  });

  it('tells when a price changed since the product was added on this device', async () => {
    localStorage.setItem(SEEN_PRICES_STORAGE_KEY, JSON.stringify({ pneu: 6990, thunder: 399000 }));
    await setup({ thunder: line(1, 1), pneu: line(1, 2) });
    await screen.findByText('Dualtron Thunder 3');
    expect(text(lineOf('pneu').getByTestId('price-change').textContent)).toBe(
      'Bonne nouvelle : le prix a baissé depuis l’ajout au panier (69,90 € → 59,90 €).',
    );
    expect(lineOf('thunder').queryByTestId('price-change')).toBeNull();
  });

  it('warns about a part that fits none of the scooters of « Mon garage »', async () => {
    localStorage.setItem(GARAGE_STORAGE_KEY, JSON.stringify(['thunder']));
    await setup({ pneu: line(1, 1), frein: line(1, 2) });
    await screen.findByText('Pneu 11 pouces');
    expect(lineOf('frein').getByTestId('garage-warning').textContent).toContain(
      'aucune trottinette de « Mon garage »',
    );
    expect(lineOf('pneu').queryByTestId('garage-warning')).toBeNull();
  });

  it('sends a visitor to the login page, to come back to the payment', async () => {
    const user = userEvent.setup();
    const router = await setup({ pneu: line(1, 1) });
    await user.click(await screen.findByRole('button', { name: 'Passer la commande' }));
    await screen.findByText('Page de connexion');
    expect(router.state.location.state).toEqual({ from: '/mon-panier/paiement' });
  });
});
