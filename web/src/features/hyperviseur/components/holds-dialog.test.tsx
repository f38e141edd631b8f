import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import type { Product } from '@fohzshop/shared/schemas/product';
import { renderWithProviders } from '@/testing/render';
import type { Hold } from '../lib/reservations';
import { HoldsDialog } from './holds-dialog';
import { ProductsTable } from './products-table';

const NOW = new Date('2026-03-14T10:00:00.000Z');
const mini = product({ product_id: 'mini', name: 'Dualtron Mini', stock: 4 });
const other = product({ product_id: 'other', name: 'Pneu 10 pouces', stock: 9 });
const HOLDS: Hold[] = [
  {
    orderId: 'o1',
    number: 'FZ-2026-000001',
    units: 2,
    method: 'bank_transfer',
    expiresAt: '2026-03-16T23:30:00.000Z',
    reminderSentAt: '2026-03-15T23:30:00.000Z',
  },
  {
    orderId: 'o2',
    number: 'FZ-2026-000002',
    units: 1,
    method: 'card',
    expiresAt: '2026-03-14T10:30:00.000Z',
    reminderSentAt: null,
  },
];

describe('reserved units in the products screen', () => {
  it('shows each product’s reserved units; a click opens its holds', () => {
    const onShowHolds = vi.fn<(p: Product) => void>();
    renderWithProviders(
      <ProductsTable
        rows={[mini, other]}
        lowStockThreshold={2}
        reserved={new Map([['mini', 3]])}
        onShowHolds={onShowHolds}
        onQuickSave={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    screen.getByRole('columnheader', { name: 'Réservé' });
    const none = within(screen.getByTestId('product-row-other'));
    expect(none.queryByRole('button', { name: /Réservations de/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réservations de Dualtron Mini : 3' }));
    expect(onShowHolds).toHaveBeenCalledWith(mini);
  });

  it('lists every hold: order page, units, payment, end in Paris time, reminder sent', async () => {
    renderWithProviders(<HoldsDialog product={mini} holds={HOLDS} now={NOW} onClose={vi.fn()} />);
    const transfer = within(await screen.findByTestId('hold-o1'));
    expect(transfer.getByRole('link', { name: 'FZ-2026-000001' }).getAttribute('href')).toBe(
      '/hyperviseur/commandes/o1',
    );
    transfer.getByText('Virement bancaire');
    transfer.getByText(/expire le 17 mars 2026 à 00:30/);
    transfer.getByText('rappel envoyé');
    const card = within(screen.getByTestId('hold-o2'));
    card.getByText('Carte bancaire');
    expect(card.queryByText('rappel envoyé')).toBeNull();
    screen.getByText(/3 unités réservées/);
  });
});
