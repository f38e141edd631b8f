import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/entities/session/hooks/use-session';
import { renderWithProviders } from '@/testing/render';
import { toaster } from '@/ui/toaster-instance';
import { RequireAuth } from './require-auth';

const session: { current: Session } = { current: {} as Session };
vi.mock('@/entities/session/hooks/use-session', () => ({ useSession: () => session.current }));
vi.mock('@/entities/session/hooks/use-session-bootstrap', () => ({
  useSessionBootstrap: () => undefined,
}));

const base: Session = {
  resolved: true,
  checked: true,
  user: null,
  profile: null,
  isSignedIn: false,
  isAdmin: false,
};
const signedIn: Session = {
  ...base,
  user: { uid: 'u1', email: 'a@b.fr', adminClaim: false },
  isSignedIn: true,
};

function renderGuarded(admin = false) {
  return renderWithProviders(null, {
    path: '/mon-compte',
    routes: [
      {
        path: '/mon-compte',
        element: (
          <RequireAuth admin={admin} title="Mon compte">
            <p>Espace client</p>
          </RequireAuth>
        ),
      },
      { path: '/connexion', element: <p>Page de connexion</p> },
    ],
  });
}

describe('RequireAuth', () => {
  beforeEach(() => toaster.remove());

  it('sends a signed-out visitor to /connexion with the French toast', async () => {
    session.current = base;
    const { router } = renderGuarded();
    await waitFor(() => expect(router.state.location.pathname).toBe('/connexion'));
    screen.getByText('Page de connexion');
    await waitFor(() =>
      expect(toaster.getVisibleToasts().map((t) => t.description)).toContain(
        'Vous devez être connecté pour accéder à cette page.',
      ),
    );
  });

  it('holds the screen with its title and a skeleton while the session is being checked', () => {
    session.current = { ...base, checked: false, resolved: false };
    const { router } = renderGuarded();
    screen.getByRole('heading', { level: 1, name: 'Mon compte' });
    expect(screen.getByRole('status').textContent).toContain('Chargement de votre espace…');
    expect(router.state.location.pathname).toBe('/mon-compte');
  });

  it('shows the page to a signed-in customer', () => {
    session.current = signedIn;
    renderGuarded();
    screen.getByText('Espace client');
  });

  it('refuses admin pages to a customer and opens them to an admin', () => {
    session.current = signedIn;
    const first = renderGuarded(true);
    screen.getByRole('heading', { name: 'Accès refusé' });
    first.unmount();
    session.current = { ...signedIn, isAdmin: true };
    renderGuarded(true);
    screen.getByText('Espace client');
  });
});
