import { describe, expect, it } from 'vitest';
import { localAppCheckToken } from './app-check';

const decode = (part: string): Record<string, unknown> =>
  JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

describe('localAppCheckToken', () => {
  it('is an unsigned JWT whose subject is the app id, valid for an hour', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const token = localAppCheckToken('1:123:web:abc', '123', now);
    const [header, payload, signature] = token.split('.');
    expect(signature).toBe('');
    expect(decode(header!)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(payload!)).toMatchObject({
      sub: '1:123:web:abc',
      aud: ['projects/123'],
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.$/);
  });
});
