// The people waiting for a product's return in stock, in the Hyperviseur: the stored counts read
// leniently (stock_alert_counts), and shown per product in the products table.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { product } from '@fohzshop/shared/test-support/products';
import { renderWithProviders } from '@/testing/render';
import { waitingCounts } from '../api/waiting-counts';
import { ProductsTable } from './products-table';

describe('people waiting for a product', () => {
  it('keeps only positive whole counts of the stored node', () => {
    expect(waitingCounts({ a: 3, b: 0, c: -1, d: 1.5, e: '2', f: 1 })).toEqual(
      new Map([
        ['a', 3],
        ['f', 1],
      ]),
    );
    expect(waitingCounts(null).size).toBe(0);
  });

  it('shows each product’s count in the products table, 0 for the others', () => {
    const out = product({ product_id: 'blade', name: 'Teverun Blade GT', stock: 0 });
    const other = product({ product_id: 'mini', name: 'Dualtron Mini', stock: 4 });
    renderWithProviders(
      <ProductsTable
        rows={[out, other]}
        lowStockThreshold={2}
        reserved={new Map()}
        waiting={new Map([['blade', 3]])}
        onShowHolds={vi.fn()}
        onQuickSave={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'En attente' })).toBeTruthy();
    expect(screen.getByTestId('waiting-blade').textContent).toBe('3');
    expect(screen.getByTestId('waiting-mini').textContent).toBe('0');
  });
});
