import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableRequest } from 'firebase-functions/https';
import { clientIp, ipBucket, originKey, visitorKey } from '../src/core/visitor.js';

const raw = (headers: Record<string, string>, ip = '10.0.0.1') =>
  ({ headers, ip }) as unknown as CallableRequest['rawRequest'];

describe('visitor identity', () => {
  // defineSecret reads process.env at run time, as Cloud Functions sets it from Secret Manager.
  beforeEach(() => vi.stubEnv('VIEW_GUARD_SALT', 'test-salt-0123456789abcdef'));
  afterEach(() => vi.unstubAllEnvs());

  it('refuses to hash without a long enough secret key', () => {
    vi.stubEnv('VIEW_GUARD_SALT', '');
    expect(() => visitorKey('uid-1', raw({}))).toThrow(/VIEW_GUARD_SALT/);
    vi.stubEnv('VIEW_GUARD_SALT', 'short');
    expect(() => visitorKey('uid-1', raw({}))).toThrow(/VIEW_GUARD_SALT/);
  });

  it('depends on the secret key', () => {
    const a = visitorKey('uid-1', raw({}));
    vi.stubEnv('VIEW_GUARD_SALT', 'another-salt-0123456789abcdef');
    expect(visitorKey('uid-1', raw({}))).not.toBe(a);
  });

  it('gives one origin per IP (IPv6 per /64) whoever is signed in, hashed', () => {
    const origin = originKey('2001:db8:1:2::1');
    expect(origin).toMatch(/^[0-9a-f]{32}$/);
    expect(originKey('2001:db8:1:2:ffff::9')).toBe(origin);
    expect(originKey('2001:db8:1:3::1')).not.toBe(origin);
    // The anonymous visitor key is the origin; a signed-in visitor's is not.
    expect(visitorKey(undefined, raw({ 'x-forwarded-for': '2001:db8:1:2::5' }))).toBe(origin);
    expect(visitorKey('uid-1', raw({ 'x-forwarded-for': '2001:db8:1:2::5' }))).not.toBe(origin);
  });

  it('takes the last X-Forwarded-For entry (the one the front end appended)', () => {
    expect(clientIp(raw({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(raw({}))).toBe('10.0.0.1');
  });

  it('groups IPv6 addresses by /64 whatever their spelling', () => {
    expect(ipBucket('2001:db8::1')).toBe(ipBucket('2001:0db8:0:0:ffff::2'));
    expect(ipBucket('2001:db8:0:1::1')).not.toBe(ipBucket('2001:db8::1'));
    expect(ipBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipBucket('192.0.2.1')).toBe('192.0.2.1');
  });

  it('gives valid, stable, distinct RTDB keys without the identity in clear', () => {
    const a = visitorKey(undefined, raw({ 'x-forwarded-for': '203.0.113.7' }));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorKey(undefined, raw({ 'x-forwarded-for': '203.0.113.7' }))).toBe(a);
    expect(visitorKey(undefined, raw({ 'x-forwarded-for': '203.0.113.8' }))).not.toBe(a);
    expect(visitorKey('uid-1', raw({ 'x-forwarded-for': '203.0.113.7' }))).not.toBe(a);
    expect(visitorKey('uid-1', raw({ 'x-forwarded-for': '1.1.1.1' }))).toBe(
      visitorKey('uid-1', raw({})),
    );
  });
});
