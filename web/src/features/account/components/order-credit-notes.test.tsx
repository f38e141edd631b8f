import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { renderWithProviders } from '@/testing/render';
import { OrderCreditNotes } from './order-credit-notes';

const asked = vi.hoisted(() => ({ calls: [] as [string, string][] }));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, request: { order_id: string; number: string }) => {
    if (contract.name !== 'downloadCreditNote') throw new Error(`unexpected ${contract.name}`);
    asked.calls.push([request.order_id, request.number]);
    return Promise.resolve({ filename: `avoir-${request.number}.pdf`, pdf_base64: 'JVBERg==' });
  },
}));
vi.mock('@/lib/download', () => ({ downloadPdf: vi.fn() }));

const note = (number: string, amount: number) => ({
  number,
  amount,
  issued_at: '2026-03-02T10:00:00.000Z',
  invoice_number: 'FA-2026-000001',
});
const order = (notes: Record<string, ReturnType<typeof note>> | undefined) =>
  ({ order_id: 'o1', number: 'FZ-2026-000001', credit_notes: notes }) as unknown as Order;

describe('OrderCreditNotes', () => {
  it('shows nothing for an order without refund', () => {
    renderWithProviders(<OrderCreditNotes order={order(undefined)} />);
    expect(screen.queryByRole('heading', { name: 'Avoirs' })).toBeNull();
  });

  it('lists each credit note in order and downloads the one asked for', async () => {
    const notes = { refund_2: note('AV-2026-000002', 20), refund_1: note('AV-2026-000001', 100) };
    renderWithProviders(<OrderCreditNotes order={order(notes)} />);
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent ?? '');
    expect(rows[0]).toMatch(/AV-2026-000001 · −100,00\s€/);
    expect(rows[1]).toMatch(/AV-2026-000002 · −20,00\s€/);
    fireEvent.click(screen.getByRole('button', { name: "Télécharger l'avoir AV-2026-000002" }));
    await waitFor(() => expect(asked.calls).toEqual([['o1', 'AV-2026-000002']]));
  });
});
