// The users screen of the Hyperviseur: the live list (from the query cache the users listener
// fills), search by name or e-mail, an edit saved through adminUpdateUser, a creation through
// adminSaveUser that never replaces a record (create_only).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSaveUser, adminUpdateUser } from '@fohzshop/shared/contracts/users';
import type { User } from '@fohzshop/shared/schemas/user';
import { renderWithProviders } from '@/testing/render';
import { usersQuery } from '../api/admin-data';
import { UsersRoute } from './users-route';

const calls = vi.hoisted(() => ({ callFunction: vi.fn(async () => ({ ok: true as const })) }));
vi.mock('@/lib/firebase/call-function', () => calls);

const user = (id: string, first: string, email: string, admin = false): User => ({
  user_id: id,
  email,
  first_name: first,
  last_name: 'Martin',
  phone: '',
  addresses: [],
  role: '',
  admin,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
});
const USERS = [
  user('u-lea', 'Léa', 'lea@example.fr'),
  user('u-marc', 'Marc', 'marc@example.fr', true),
];

const renderUsers = () =>
  renderWithProviders(<UsersRoute />, {
    prefill: (client) => client.setQueryData(usersQuery(client).queryKey, USERS),
  });

const table = () => screen.getByRole('table', { name: 'Utilisateurs' });
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

/** The open dialog, checked by its title (Chakra's dialog carries no accessible name). */
async function openDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(title);
  return dialog;
}

beforeEach(() => calls.callFunction.mockClear());

describe('UsersRoute', () => {
  it('lists every user and finds one by name or e-mail', async () => {
    const ui = userEvent.setup();
    renderUsers();
    expect(screen.getByText('2 comptes · 2 affichés').textContent).toBe('2 comptes · 2 affichés');
    expect(rowOf('lea@example.fr')).toBeDefined();
    expect(within(rowOf('marc@example.fr')!).getByText('Admin').textContent).toBe('Admin');
    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'léa');
    expect(screen.getByText('2 comptes · 1 affichés').textContent).toBe('2 comptes · 1 affichés');
    expect(rowOf('marc@example.fr')).toBeUndefined();
    expect(rowOf('lea@example.fr')).toBeDefined();
  });

  it('saves an edited user with adminUpdateUser, for that user only', async () => {
    const ui = userEvent.setup();
    renderUsers();
    await ui.click(
      within(rowOf('lea@example.fr')!).getByRole('button', { name: 'Voir / modifier' }),
    );
    const dialog = await openDialog('Utilisateur lea@example.fr');
    const role = within(dialog).getByRole('textbox', { name: 'Rôle' });
    await ui.clear(role);
    await ui.type(role, 'Atelier');
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.callFunction).toHaveBeenCalledTimes(1));
    expect(calls.callFunction).toHaveBeenCalledWith(
      adminUpdateUser,
      expect.objectContaining({
        user_id: 'u-lea',
        changes: expect.objectContaining({ role: 'Atelier', admin: false }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a user by id without ever replacing a stored one', async () => {
    const ui = userEvent.setup();
    renderUsers();
    await ui.click(screen.getByRole('button', { name: 'Créer un utilisateur' }));
    const dialog = await openDialog('Créer un utilisateur par identifiant');
    await ui.type(within(dialog).getByRole('textbox', { name: /Identifiant/ }), 'u-new');
    await ui.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'nouveau@example.fr');
    await ui.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls.callFunction).toHaveBeenCalledTimes(1));
    expect(calls.callFunction).toHaveBeenCalledWith(
      adminSaveUser,
      expect.objectContaining({
        user_id: 'u-new',
        create_only: true,
        user: expect.objectContaining({ email: 'nouveau@example.fr', admin: false }),
      }),
    );
  });
});
