import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';
import type { Session } from '@/entities/session/hooks/use-session';
import { renderWithProviders } from '@/testing/render';
import { AddressBook } from './address-book';

const saved = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('../api/profile-api', () => ({
  saveAddresses: (...args: unknown[]) => {
    saved.calls.push(args);
    return Promise.resolve();
  },
}));

const paris = {
  first_name: 'Léa',
  last_name: 'Martin',
  line1: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
  country: 'France' as const,
};
const session = {
  resolved: true,
  checked: true,
  user: { uid: 'u1', email: 'lea@example.fr', adminClaim: false },
  profile: {
    user_id: 'u1',
    email: 'lea@example.fr',
    first_name: 'Léa',
    last_name: 'Martin',
    phone: '',
    role: '',
    admin: false,
    addresses: [paris, { ...paris, city: 'Lyon', postal_code: '69001' }],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  isSignedIn: true,
  isAdmin: false,
} satisfies Session;
vi.mock('@/entities/session/hooks/use-session', () => ({ useSession: () => session }));

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('AddressBook', () => {
  beforeEach(() => {
    saved.calls = [];
  });

  it('marks the first address as the default and moves another one there', async () => {
    renderWithProviders(<AddressBook />);
    expect(screen.getAllByText('Adresse par défaut')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Définir par défaut' }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    const list = saved.calls[0]?.[2] as { city: string }[];
    expect(list.map((a) => a.city)).toEqual(['Lyon', 'Paris']);
  });

  it('shows French messages for an invalid address and saves nothing', async () => {
    renderWithProviders(<AddressBook />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    fireEvent.change(field('Code postal'), { target: { value: '750' } });
    fireEvent.click(screen.getByRole('button', { name: "Ajouter l'adresse" }));
    await screen.findByText("Saisissez l'adresse.");
    screen.getByText('Le code postal doit comporter 5 chiffres.');
    screen.getByText('Saisissez la ville.');
    expect(saved.calls).toHaveLength(0);
  });

  it('refuses a delivery address outside metropolitan France, in French', async () => {
    renderWithProviders(<AddressBook />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    fireEvent.change(field('Adresse'), { target: { value: '3 rue Schoelcher' } });
    fireEvent.change(field('Code postal'), { target: { value: '97100' } });
    fireEvent.change(field('Ville'), { target: { value: 'Basse-Terre' } });
    fireEvent.click(screen.getByRole('button', { name: "Ajouter l'adresse" }));
    await screen.findByText(
      'Livraison en France métropolitaine uniquement (code postal de 01000 à 95999).',
    );
    expect(saved.calls).toHaveLength(0);
  });

  it('adds a valid address at the end of the book', async () => {
    renderWithProviders(<AddressBook />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    fireEvent.change(field('Adresse'), { target: { value: '8 rue des Lilas' } });
    fireEvent.change(field('Code postal'), { target: { value: '44000' } });
    fireEvent.change(field('Ville'), { target: { value: 'Nantes' } });
    fireEvent.click(screen.getByRole('button', { name: "Ajouter l'adresse" }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    const list = saved.calls[0]?.[2] as Record<string, string>[];
    expect(list).toHaveLength(3);
    expect(list[2]).toEqual({
      first_name: 'Léa',
      last_name: 'Martin',
      line1: '8 rue des Lilas',
      postal_code: '44000',
      city: 'Nantes',
      country: 'France',
    });
  });

  it('edits an address in place, its form filled with the stored one', async () => {
    renderWithProviders(<AddressBook />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Modifier' })[1] as HTMLElement);
    const form = screen.getByRole('form', { name: "Enregistrer l'adresse" });
    expect(field('Ville')).toHaveProperty('value', 'Lyon');
    expect(field('Code postal')).toHaveProperty('value', '69001');
    fireEvent.change(field('Complément'), { target: { value: 'Bâtiment B' } });
    fireEvent.click(within(form).getByRole('button', { name: "Enregistrer l'adresse" }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    const list = saved.calls[0]?.[2] as Record<string, string>[];
    expect(list[0]).toEqual(paris);
    expect(list[1]).toMatchObject({ city: 'Lyon', line2: 'Bâtiment B' });
  });

  // The dialog is loaded with Chakra's runtime at the first « Supprimer » (not on the screen's load).
  it('asks before deleting an address, then deletes only that one', async () => {
    renderWithProviders(<AddressBook />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Supprimer' })[1] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Supprimer cette adresse ?')).toBeTruthy();
    expect(dialog.textContent).toContain('Léa Martin, 12 rue de la Paix, 69001 Lyon');
    expect(saved.calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: DIALOG_LABELS.confirm }));
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    const list = saved.calls[0]?.[2] as { city: string }[];
    expect(list.map((a) => a.city)).toEqual(['Paris']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the address when its deletion is cancelled', async () => {
    renderWithProviders(<AddressBook />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Supprimer' })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Léa Martin, 12 rue de la Paix, 75002 Paris');
    fireEvent.click(within(dialog).getByRole('button', { name: DIALOG_LABELS.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(saved.calls).toHaveLength(0);
  });
});
