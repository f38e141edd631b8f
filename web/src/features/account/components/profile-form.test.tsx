import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { Session } from '@/entities/session/hooks/use-session';
import { renderWithProviders } from '@/testing/render';
import { ProfileFormCard } from './profile-form';

const saved = vi.hoisted(() => ({ calls: [] as unknown[][], fail: false }));
vi.mock('../api/profile-api', () => ({
  saveProfile: (...args: unknown[]) => {
    saved.calls.push(args);
    return saved.fail ? Promise.reject(new Error('refusé')) : Promise.resolve();
  },
}));

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
    addresses: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  isSignedIn: true,
  isAdmin: false,
} satisfies Session;
vi.mock('@/entities/session/hooks/use-session', () => ({ useSession: () => session }));

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('ProfileFormCard', () => {
  beforeEach(() => {
    saved.calls = [];
    saved.fail = false;
  });

  it('shows the stored profile and the login e-mail, which cannot be changed here', () => {
    renderWithProviders(<ProfileFormCard />);
    expect(field(/^Prénom/)).toHaveProperty('value', 'Léa');
    expect(field(/^Nom/)).toHaveProperty('value', 'Martin');
    expect(field(/^Prénom/)).toHaveProperty('required', true);
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveProperty('value', 'lea@example.fr');
    expect(email).toHaveProperty('disabled', true);
    expect(email).toHaveProperty('readOnly', true);
    expect(save()).toHaveProperty('disabled', true);
  });

  it('saves the changed fields, with the shop’s toast, then waits for another change', async () => {
    renderWithProviders(<ProfileFormCard />);
    fireEvent.change(field(/^Téléphone/), { target: { value: '06 11 22 33 44' } });
    expect(save()).toHaveProperty('disabled', false);
    fireEvent.click(save());
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    expect(saved.calls[0]?.[2]).toEqual({
      first_name: 'Léa',
      last_name: 'Martin',
      phone: '06 11 22 33 44',
    });
    await screen.findByText(MESSAGES.userUpdated);
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it('says in French what is wrong and saves nothing', async () => {
    renderWithProviders(<ProfileFormCard />);
    fireEvent.change(field(/^Prénom/), { target: { value: ' ' } });
    fireEvent.change(field(/^Téléphone/), { target: { value: 'abc' } });
    fireEvent.click(save());
    await screen.findByText('Saisissez votre prénom.');
    screen.getByText('Numéro de téléphone invalide (chiffres, espaces, points ou tirets).');
    expect(field(/^Prénom/).getAttribute('aria-invalid')).toBe('true');
    expect(saved.calls).toHaveLength(0);
  });

  it('says so in the form when the profile could not be saved', async () => {
    saved.fail = true;
    renderWithProviders(<ProfileFormCard />);
    fireEvent.change(field(/^Nom/), { target: { value: 'Durand' } });
    fireEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("Vos informations n'ont pas pu être enregistrées. Réessayez.");
  });
});
