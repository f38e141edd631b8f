import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const loadAuth = vi.fn(() => Promise.resolve({}));
vi.mock('@/lib/firebase/auth', () => ({ loadAuth }));
vi.mock('./users-api', () => ({ listenUser: vi.fn() }));

const { sessionStore, warmSession } = await import('./session-store');

describe('warmSession: Auth starts with the page when a session is expected', () => {
  beforeEach(() => {
    localStorage.clear();
    loadAuth.mockClear();
  });
  afterEach(() => localStorage.clear());

  it('loads nothing for a visitor with no session hint', async () => {
    warmSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('starts Auth for an expected session and leaves the state the hydration needs', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '1');
    const before = sessionStore.getSnapshot();
    warmSession();
    await vi.waitFor(() => expect(loadAuth).toHaveBeenCalledTimes(1));
    // Same object: no listener ran, the server's markup (nobody signed in) still hydrates.
    expect(sessionStore.getSnapshot()).toBe(before);
    expect(before).toEqual({ checked: false, resolved: true, user: null });
  });
});
