import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';
import { renderWithProviders } from '@/testing/render';
import { DataRights } from './data-rights';

const calls = vi.hoisted(() => ({
  exported: 0,
  downloads: [] as { name: string; text: string }[],
  deleted: [] as string[],
}));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }) => {
    if (contract.name !== 'exportMyData') throw new Error(`unexpected ${contract.name}`);
    calls.exported += 1;
    return Promise.resolve({
      exported_at: '2026-11-28T10:00:00.000Z',
      profile: { first_name: 'Léa' },
    });
  },
}));
vi.mock('@/lib/download', () => ({
  downloadText: (text: string, name: string) => calls.downloads.push({ name, text }),
}));
vi.mock('../api/account-data-api', () => ({
  deleteAccount: (password: string) => {
    calls.deleted.push(password);
    return Promise.resolve();
  },
}));

describe('DataRights', () => {
  beforeEach(() => {
    calls.exported = 0;
    calls.downloads = [];
    calls.deleted = [];
  });

  it('downloads everything stored as a dated JSON file', async () => {
    renderWithProviders(<DataRights />);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(calls.downloads).toHaveLength(1));
    expect(calls.exported).toBe(1);
    expect(calls.downloads[0]?.name).toBe('fohzshop-mes-donnees-2026-11-28.json');
    expect(JSON.parse(calls.downloads[0]?.text ?? '')).toMatchObject({
      profile: { first_name: 'Léa' },
    });
  });

  it('deletes the account only once the password is given and confirmed', async () => {
    renderWithProviders(<DataRights />);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Cette action est irréversible.');
    const confirm = screen.getByRole('button', { name: DIALOG_LABELS.confirm });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/Mot de passe/), { target: { value: 'secret-123' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.deleted).toEqual(['secret-123']));
  });
});
