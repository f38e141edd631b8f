import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LedgerEntryInputSchema,
  type LedgerEntry,
  type LedgerEntryInput,
} from '@fohzshop/shared/schemas/ledger';
import { TestProviders } from '@/testing/render';
import { LedgerEntryForm } from './ledger-entry-form';

const stored: LedgerEntry = {
  entry_id: 'e1',
  date: '2026-03-02',
  kind: 'expense',
  category: 'rent',
  label: 'Loyer mars',
  amount: 900,
  vat_rate: 20,
  supplier: 'SCI Lyon',
  history: [{ at: '2026-03-03T10:00:00.000Z', by: 'admin', action: 'updated' }],
  created_by: 'admin',
  created_at: '2026-03-02T10:00:00.000Z',
};

function setup(entry?: LedgerEntry) {
  const onSubmit = vi.fn(async (_input: LedgerEntryInput) => undefined);
  render(
    <TestProviders>
      <LedgerEntryForm today="2026-03-15" busy={false} entry={entry} onSubmit={onSubmit} />
    </TestProviders>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('LedgerEntryForm', () => {
  it('sends a new entry without its empty optional fields (the SDK would send them as null)', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/Libellé/), 'Pneus');
    await user.type(screen.getByLabelText(/Montant TTC/), '12,50');
    await user.click(screen.getByRole('button', { name: "Enregistrer l'écriture" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent).toStrictEqual({
      date: '2026-03-15',
      kind: 'expense',
      category: 'purchases',
      label: 'Pneus',
      amount: 12.5,
      vat_rate: 20,
    });
    expect(LedgerEntryInputSchema.safeParse(sent).success).toBe(true);
  });

  it('edits a stored entry: filled with its fields, sends only the input fields', async () => {
    const { onSubmit, user } = setup(stored);
    screen.getByRole('form', { name: "Modifier l'écriture" });
    expect((screen.getByLabelText(/Libellé/) as HTMLInputElement).value).toBe('Loyer mars');
    await user.type(screen.getByLabelText(/Réglée le/), '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toStrictEqual({
      date: '2026-03-02',
      kind: 'expense',
      category: 'rent',
      label: 'Loyer mars',
      amount: 900,
      vat_rate: 20,
      supplier: 'SCI Lyon',
      paid_on: '2026-03-05',
    });
  });
});
