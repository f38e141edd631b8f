import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/entities/session/hooks/use-session';
import { UserFacingError } from '@/lib/errors';
import type * as ToasterStore from '@/ui/toaster-store';
import { createTestLocation, TestProviders, TestRouter } from '@/testing/render';
import { useEmailVerification } from './use-email-verification';

const readAddressState = vi.fn();
const requestConfirmationLink = vi.fn();
vi.mock('../api/email-verification', () => ({
  readAddressState: (reload: boolean) => readAddressState(reload),
}));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }) =>
    contract.name === 'sendEmailVerification'
      ? requestConfirmationLink()
      : Promise.reject(new Error(contract.name)),
}));
const session = {
  resolved: true,
  checked: true,
  user: { uid: 'u1', email: 'lea@example.fr', adminClaim: false },
  profile: null,
  isSignedIn: true,
  isAdmin: false,
} satisfies Session;
vi.mock('@/entities/session/hooks/use-session', () => ({ useSession: () => session }));
const notifyError = vi.fn();
vi.mock('@/ui/toaster-store', async (original) => ({
  ...(await original<typeof ToasterStore>()),
  notifyError: (...args: unknown[]) => notifyError(...args),
}));

const EMAIL = 'lea@example.fr';
const UNCONFIRMED = { email: EMAIL, verified: false };
const CONFIRMED = { email: EMAIL, verified: true };

function Probe() {
  const v = useEmailVerification();
  return (
    <div>
      <p data-testid="state">{`${v.status} ${v.sentTo ?? '-'} ${String(v.stillUnconfirmed)}`}</p>
      <button type="button" onClick={v.send}>
        envoyer
      </button>
      <button type="button" onClick={v.confirm}>
        confirmé
      </button>
    </div>
  );
}

function setup(path = '/mon-panier/paiement') {
  render(
    <TestProviders>
      <TestRouter router={createTestLocation(path)}>
        <Probe />
      </TestRouter>
    </TestProviders>,
  );
}
const state = () => screen.getByTestId('state').textContent;

afterEach(() => {
  readAddressState.mockReset();
  requestConfirmationLink.mockReset();
  notifyError.mockReset();
});

describe('useEmailVerification', () => {
  it('reads Auth as it is, sends the link, then asks Auth again on request', async () => {
    readAddressState.mockResolvedValueOnce(UNCONFIRMED);
    requestConfirmationLink.mockResolvedValue({ sent: true, email: EMAIL });
    setup();
    await waitFor(() => expect(state()).toBe('unverified - false'));
    expect(readAddressState).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'envoyer' }));
    await waitFor(() => expect(state()).toBe(`unverified ${EMAIL} false`));
    // Not opened yet: Auth still says no, and the hook says so.
    readAddressState.mockResolvedValueOnce(UNCONFIRMED);
    fireEvent.click(screen.getByRole('button', { name: 'confirmé' }));
    await waitFor(() => expect(state()).toBe(`unverified ${EMAIL} true`));
    readAddressState.mockResolvedValueOnce(CONFIRMED);
    fireEvent.click(screen.getByRole('button', { name: 'confirmé' }));
    await waitFor(() => expect(state()).toMatch(/^verified/));
    expect(readAddressState.mock.calls).toEqual([[false], [true], [true]]);
  });

  it('back from the link (?adresse-confirmee=1): Auth is asked again at once', async () => {
    readAddressState.mockResolvedValueOnce(CONFIRMED);
    setup('/mon-panier/paiement?adresse-confirmee=1');
    await waitFor(() => expect(state()).toMatch(/^verified/));
    expect(readAddressState.mock.calls).toEqual([[true]]);
  });

  it('an address confirmed elsewhere: the server sends nothing, Auth is asked again', async () => {
    readAddressState.mockResolvedValueOnce(UNCONFIRMED).mockResolvedValueOnce(CONFIRMED);
    requestConfirmationLink.mockResolvedValue({ sent: false, email: EMAIL });
    setup();
    await waitFor(() => expect(state()).toBe('unverified - false'));
    fireEvent.click(screen.getByRole('button', { name: 'envoyer' }));
    await waitFor(() => expect(state()).toMatch(/^verified -/));
  });

  it('a refused send (too soon) is a French toast, the state unchanged', async () => {
    readAddressState.mockResolvedValueOnce(UNCONFIRMED);
    const tooSoon = new UserFacingError('resource-exhausted', 'Un lien vous a été envoyé.');
    requestConfirmationLink.mockRejectedValue(tooSoon);
    setup();
    await waitFor(() => expect(state()).toBe('unverified - false'));
    fireEvent.click(screen.getByRole('button', { name: 'envoyer' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledOnce());
    expect(notifyError.mock.calls[0]?.[0]).toBe(tooSoon);
    expect(state()).toBe('unverified - false');
  });

  it('unknown while Auth cannot answer: the order goes to the server', async () => {
    readAddressState.mockRejectedValue(new Error('offline'));
    setup();
    await waitFor(() => expect(readAddressState).toHaveBeenCalled());
    expect(state()).toBe('unknown - false');
    expect(notifyError).not.toHaveBeenCalled();
  });
});
