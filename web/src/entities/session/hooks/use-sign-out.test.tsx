import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useSignOut } from './use-sign-out';

const calls = vi.hoisted(() => ({ order: [] as string[], path: (): string => '' }));
vi.mock('../api/auth-api', () => ({
  signOutUser: () => {
    calls.order.push(`signOut at ${calls.path()}`);
    return Promise.resolve();
  },
}));

function SignOutButton() {
  const signOut = useSignOut();
  return <button onClick={() => void signOut()}>Se déconnecter</button>;
}

describe('useSignOut', () => {
  it('signs out only once the home page is shown, so no guard sees the signed-out state', async () => {
    const { router } = renderWithProviders(<SignOutButton />, { path: '/mon-compte' });
    calls.path = () => router.state.location.pathname;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    });
    await waitFor(() => expect(calls.order).toEqual(['signOut at /']));
  });
});
