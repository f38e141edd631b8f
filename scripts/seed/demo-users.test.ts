import { UserSchema } from '@fohzshop/shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { demoUserRecord } from '../stack/seed';
import { DEMO_USERS } from './demo-users';

describe('demo users', () => {
  it('produce users/{uid} records that parse with UserSchema', () => {
    for (const user of DEMO_USERS) {
      const record = demoUserRecord(`uid-${user.first_name}`, user, '2026-03-15T10:00:00.000Z');
      expect(UserSchema.safeParse(record).error?.issues, user.email).toBeUndefined();
    }
  });

  it('are one admin and one customer with distinct logins', () => {
    expect(DEMO_USERS.map((user) => user.admin).sort()).toEqual([false, true]);
    expect(new Set(DEMO_USERS.map((user) => user.email)).size).toBe(DEMO_USERS.length);
    for (const user of DEMO_USERS) expect(user.password.length).toBeGreaterThanOrEqual(8);
  });
});
