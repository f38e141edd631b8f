import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { renderWithProviders } from '@/testing/render';
import { OrderReview } from './order-review';

const sent = vi.hoisted(() => ({ reviews: [] as unknown[] }));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, review: unknown) => {
    if (contract.name !== 'submitReview') throw new Error(`unexpected ${contract.name}`);
    sent.reviews.push(review);
    return Promise.resolve({ review_id: 'r1', verified_purchase: true });
  },
}));

const item = (product_id: string, name: string) => ({
  product_id,
  name,
  brand: 'Dualtron' as const,
  type: 'Pièce détachée' as const,
  unit_price: 49.9,
  quantity: 1,
});
const order = (status: Order['delivery']['status']) =>
  ({
    order_id: 'o1',
    number: 'FZ-2026-000001',
    items: [item('p1', 'Pneu 10 pouces'), item('p2', 'Chambre à air')],
    delivery: { status },
  }) as unknown as Order;

describe('OrderReview', () => {
  it('shows nothing until the order is delivered', () => {
    renderWithProviders(<OrderReview order={order('shipped')} />);
    expect(screen.queryByRole('form', { name: 'Donner mon avis' })).toBeNull();
  });

  it('refuses an empty review in French, then sends one per product', async () => {
    renderWithProviders(<OrderReview order={order('delivered')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findAllByText(/ne doit pas être vide|au moins 10/)).not.toHaveLength(0);
    expect(sent.reviews).toEqual([]);

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/Titre/), { target: { value: 'Bon pneu' } });
    fireEvent.change(screen.getByLabelText(/Votre avis/), {
      target: { value: 'Tient bien la route, montage facile.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    await waitFor(() =>
      expect(sent.reviews).toEqual([
        {
          product_id: 'p1',
          rating: 4,
          title: 'Bon pneu',
          body: 'Tient bien la route, montage facile.',
        },
      ]),
    );
    // The reviewed product leaves the list; the next one is proposed.
    await waitFor(() => expect(screen.getByLabelText('Produit')).toHaveProperty('value', 'p2'));
  });
});
