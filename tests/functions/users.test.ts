// adminSaveUser / adminUpdateUser: records with dates, partial updates, and the `admin`
// custom claim kept in sync with the record (other claims preserved).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { adminAuth, closeAdmin, db, dump, read } from './support/admin.js';
import { newAccount, signIn, tokenClaims, type Account } from './support/accounts.js';
import { call, succeed } from './support/client.js';
import { clientRead } from './support/client-database.js';
import { adminUserInput } from './support/fixtures.js';
import { resetDatabase, seedUserRecord } from './support/seed.js';

type UserRecord = Record<string, unknown> & { created_at: string; updated_at: string };

let admin: Account;
/** Created with the file, seconds before its revocation: tokensValidAfterTime counts in seconds. */
let revoked: Account;

beforeAll(async () => {
  await resetDatabase();
  [admin, revoked] = await Promise.all([newAccount({ admin: true }), newAccount({ admin: true })]);
});
afterAll(closeAdmin);

const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims ?? {};

describe('adminSaveUser', () => {
  it('creates users/{uid} with the input, user_id, created_at and updated_at', async () => {
    const target = await newAccount();
    await succeed('adminSaveUser', { user_id: target.uid, user: adminUserInput() }, admin);
    const record = await read<UserRecord>(`users/${target.uid}`);
    expect(record).toMatchObject({ ...adminUserInput(), user_id: target.uid });
    expect(new Date(record!.created_at).toISOString()).toBe(record!.created_at);
    expect(record!.updated_at).toBe(record!.created_at);
  });

  it('keeps created_at and refreshes updated_at when saving an existing record', async () => {
    const target = await newAccount();
    await seedUserRecord(target.uid);
    await succeed(
      'adminSaveUser',
      { user_id: target.uid, user: adminUserInput({ phone: '01 23 45 67 89' }) },
      admin,
    );
    const record = await read<UserRecord>(`users/${target.uid}`);
    expect(record!.created_at).toBe('2026-01-05T10:00:00.000Z');
    expect(record!.updated_at > record!.created_at).toBe(true);
    expect(record!.phone).toBe('01 23 45 67 89');
  });

  it('grants the admin claim, keeps other claims, and the new token works on admin callables', async () => {
    const target = await newAccount({ claims: { tier: 'gold' } });
    await succeed(
      'adminSaveUser',
      { user_id: target.uid, user: adminUserInput({ admin: true }) },
      admin,
    );
    expect(await claimsOf(target.uid)).toEqual({ tier: 'gold', admin: true });
    const { token } = await signIn(target.email);
    expect(tokenClaims(token)).toMatchObject({ admin: true, tier: 'gold' });
    expect(await call('cleanseProducts', {}, { token })).toMatchObject({ ok: true });
  });

  it('refuses to create over an existing record: already-exists, French message, no write', async () => {
    const target = await newAccount({ admin: true });
    await seedUserRecord(target.uid, { admin: true, first_name: 'Luc' });
    await db()
      .ref(`users/${target.uid}/addresses/home`)
      .set({ line1: '1 rue du Port', city: 'Nantes' });
    const before = await dump();
    const outcome = await call(
      'adminSaveUser',
      { user_id: target.uid, user: adminUserInput({ admin: false }), create_only: true },
      admin,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'already-exists',
      message: MESSAGES.adminUserExists,
    });
    expect(MESSAGES.adminUserExists).toMatch(/existe déjà/);
    expect(await dump()).toEqual(before);
    expect(await claimsOf(target.uid)).toEqual({ admin: true }); // claim untouched too

    const fresh = await newAccount();
    await succeed(
      'adminSaveUser',
      { user_id: fresh.uid, user: adminUserInput(), create_only: true },
      admin,
    );
    expect(await read(`users/${fresh.uid}/user_id`)).toBe(fresh.uid);
  });

  it('refuses an id without Auth account: not-found, French message, no write', async () => {
    const before = await dump();
    const outcome = await call(
      'adminSaveUser',
      { user_id: 'aucun-compte-auth', user: adminUserInput({ admin: true }) },
      admin,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'not-found', message: MESSAGES.userNotFound });
    expect(await dump()).toEqual(before);
  });
});

describe('adminUpdateUser', () => {
  it('changes only the given fields and refreshes updated_at', async () => {
    const target = await newAccount();
    await seedUserRecord(target.uid, { first_name: 'Luc', phone: '0600000000' });
    await succeed(
      'adminUpdateUser',
      { user_id: target.uid, changes: { phone: '07 11 22 33 44' } },
      admin,
    );
    const record = await read<UserRecord>(`users/${target.uid}`);
    expect(record).toMatchObject({
      first_name: 'Luc',
      phone: '07 11 22 33 44',
      created_at: '2026-01-05T10:00:00.000Z',
    });
    expect(record!.updated_at > record!.created_at).toBe(true);
    expect(await claimsOf(target.uid)).toEqual({});
  });

  it('revokes the admin claim (other claims kept); a fresh token is refused on admin callables', async () => {
    const target = await newAccount({ admin: true, claims: { tier: 'gold' } });
    await seedUserRecord(target.uid, { admin: true });
    await succeed('adminUpdateUser', { user_id: target.uid, changes: { admin: false } }, admin);
    expect(await claimsOf(target.uid)).toEqual({ tier: 'gold' });
    expect(await read(`users/${target.uid}/admin`)).toBe(false);
    const { token } = await signIn(target.email);
    expect(await call('cleanseProducts', {}, { token })).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
  });

  it('grants the claim through an update too', async () => {
    const target = await newAccount();
    await seedUserRecord(target.uid);
    await succeed(
      'adminUpdateUser',
      { user_id: target.uid, changes: { admin: true, role: 'gérant' } },
      admin,
    );
    expect(await claimsOf(target.uid)).toEqual({ admin: true });
    expect(await read(`users/${target.uid}`)).toMatchObject({ admin: true, role: 'gérant' });
  });

  it('refuses a missing record: not-found, no write, claims untouched', async () => {
    const target = await newAccount({ admin: true });
    await db().ref(`users/${target.uid}`).remove();
    const before = await dump();
    const outcome = await call(
      'adminUpdateUser',
      { user_id: target.uid, changes: { admin: false } },
      admin,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'not-found', message: MESSAGES.userNotFound });
    expect(await dump()).toEqual(before);
    expect(await claimsOf(target.uid)).toEqual({ admin: true });
  });

  it('refuses an id without Auth account: not-found, no write', async () => {
    await seedUserRecord('orphan-record');
    const before = await dump();
    const outcome = await call(
      'adminUpdateUser',
      { user_id: 'orphan-record', changes: { phone: '0600000000' } },
      admin,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'not-found', message: MESSAGES.userNotFound });
    expect(await dump()).toEqual(before);
  });
});

describe('admin rights take effect at once (claim AND record)', () => {
  it("refuses a revoked admin's old token the moment after: no self re-grant, no users read", async () => {
    // Its ID token was issued before the revocation and still carries admin: true.
    expect(tokenClaims(revoked.token)).toMatchObject({ admin: true });
    expect(await clientRead(revoked.token, 'users')).toMatchObject({ status: 200 });
    const validBefore = (await adminAuth().getUser(revoked.uid)).tokensValidAfterTime;
    await succeed('adminUpdateUser', { user_id: revoked.uid, changes: { admin: false } }, admin);
    // Its refresh tokens are revoked: its sessions cannot quietly renew.
    const validAfter = (await adminAuth().getUser(revoked.uid)).tokensValidAfterTime;
    expect(Date.parse(validAfter!)).toBeGreaterThan(Date.parse(validBefore!));
    const before = await dump();
    for (const attempt of [
      { user_id: revoked.uid, changes: { admin: true } },
      { user_id: admin.uid, changes: { admin: false } },
    ])
      expect(await call('adminUpdateUser', attempt, revoked)).toMatchObject({
        ok: false,
        code: 'permission-denied',
        message: MESSAGES.permissionDenied,
      });
    expect(
      await call(
        'adminSaveUser',
        { user_id: revoked.uid, user: adminUserInput({ admin: true }) },
        revoked,
      ),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect((await clientRead(revoked.token, 'users')).status).toBe(401);
    expect((await clientRead(revoked.token, `users/${admin.uid}`)).status).toBe(401);
    expect((await clientRead(revoked.token, 'orders')).status).toBe(401);
    expect(await dump()).toEqual(before);
    expect(await claimsOf(revoked.uid)).toEqual({});
  });

  it('a claim without the record (or the record without the claim) is not an admin', async () => {
    const claimOnly = await newAccount({ admin: true });
    await seedUserRecord(claimOnly.uid, { email: claimOnly.email, admin: false });
    const recordOnly = await newAccount();
    await seedUserRecord(recordOnly.uid, { email: recordOnly.email, admin: true });
    const before = await dump();
    for (const who of [claimOnly, recordOnly]) {
      expect(await call('cleanseProducts', {}, who)).toMatchObject({
        ok: false,
        code: 'permission-denied',
      });
      expect((await clientRead(who.token, 'users')).status).toBe(401);
    }
    expect(await dump()).toEqual(before);
  });

  it('grants with the claim first: the record flips once the claim is there, a refreshed token works', async () => {
    const target = await newAccount();
    await seedUserRecord(target.uid, { email: target.email });
    await succeed('adminUpdateUser', { user_id: target.uid, changes: { admin: true } }, admin);
    // The old token has no claim: refused until refreshed (the SPA refreshes on the record's flip).
    expect(await call('cleanseProducts', {}, target)).toMatchObject({ code: 'permission-denied' });
    const { token } = await signIn(target.email);
    expect(await call('cleanseProducts', {}, { token })).toMatchObject({ ok: true });
    expect(await clientRead(token, 'users')).toMatchObject({ status: 200 });
  });
});
