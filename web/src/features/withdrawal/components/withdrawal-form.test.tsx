// The withdrawal steps without Chakra: the form's check loads when it is used, the statement is
// shown before anything is sent, « Modifier » gives back what was typed, and only « Confirmer la
// rétractation » calls the server.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { renderWithProviders } from '@/testing/render';
import { EMPTY_VALUES } from '../lib/prefill';
import { WithdrawalForm } from './withdrawal-form';

const sent = vi.hoisted(() => ({ requests: [] as unknown[] }));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, request: unknown) => {
    if (contract.name !== 'submitWithdrawal') throw new Error(`unexpected ${contract.name}`);
    sent.requests.push(request);
    return Promise.resolve({ withdrawal_id: 'w1' });
  },
}));

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// The first dynamic import of a form's check (zod and the shared schema) is transformed on the
// spot: with every unit file running on 2 cores it took over 5 s once. Waits allow 15 s, tests 60 s.
vi.setConfig({ testTimeout: 60_000 });

describe('WithdrawalForm', () => {
  it('checks, shows the statement, lets it be changed, and sends it only when confirmed', async () => {
    renderWithProviders(<WithdrawalForm defaults={EMPTY_VALUES} />);
    fireEvent.click(screen.getByRole('button', { name: WITHDRAWAL_TEXTS.review }));
    const number = screen.getByLabelText(/Numéro de commande/);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'), {
      timeout: 15_000,
    });
    screen.getByText('Numéro de commande invalide : il a la forme FZ-2026-000123.');

    type(/Nom et prénom/, 'Jeanne Martin');
    type(/Numéro de commande/, 'fz-2026-000123');
    type(/Adresse e-mail utilisée/, 'jeanne@example.fr');
    fireEvent.click(screen.getByRole('button', { name: WITHDRAWAL_TEXTS.review }));
    const statement = await screen.findByTestId('withdrawal-statement', {}, { timeout: 15_000 });
    expect(statement.textContent).toContain('Commande n° : FZ-2026-000123');
    expect(document.activeElement?.textContent).toBe('Votre déclaration de rétractation');

    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect((screen.getByLabelText(/Nom et prénom/) as HTMLInputElement).value).toBe(
      'Jeanne Martin',
    );
    fireEvent.click(screen.getByRole('button', { name: WITHDRAWAL_TEXTS.review }));
    await screen.findByTestId('withdrawal-statement', {}, { timeout: 15_000 });
    expect(sent.requests).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: WITHDRAWAL_TEXTS.confirm }));
    // The call's module loads with the statement: a first import may take a while under load.
    await screen.findByTestId('withdrawal-sent', {}, { timeout: 15_000 });
    expect(sent.requests).toEqual([
      {
        name: 'Jeanne Martin',
        order_number: 'FZ-2026-000123',
        email: 'jeanne@example.fr',
        scope: 'order',
      },
    ]);
  });
});
