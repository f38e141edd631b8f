import { describe, expect, it } from 'vitest';
import type { User } from '@fohzshop/shared/schemas/user';
import { isServerAdmin } from './use-session';

const record = (admin: boolean) => ({ user_id: 'u1', admin }) as User;
const session = (adminClaim: boolean) => ({ uid: 'u1', email: 'a@b.fr', adminClaim });

describe('isServerAdmin: the Hyperviseur only for whom the server treats as admin', () => {
  it('needs the claim in the current token AND the admin flag on the record', () => {
    expect(isServerAdmin(session(true), record(true))).toBe(true);
  });

  it('refuses the record alone (granted, token not refreshed yet: every read would fail)', () => {
    expect(isServerAdmin(session(false), record(true))).toBe(false);
  });

  it('refuses the claim alone (revoked: the old token still carries it)', () => {
    expect(isServerAdmin(session(true), record(false))).toBe(false);
    expect(isServerAdmin(session(true), null)).toBe(false);
    expect(isServerAdmin(null, record(true))).toBe(false);
  });
});
