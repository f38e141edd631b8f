import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTS } from './config';
import { withLocalOrigins } from './firebase-emulators';

describe('local CSP', () => {
  it('adds the emulators and the payment sandbox to connect-src, Cloud Storage to img-src, and nothing else', () => {
    const csp =
      "default-src 'self'; connect-src 'self' https://api.example; img-src 'self' https:; script-src 'self'";
    const [rule] = withLocalOrigins(
      [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: csp }] }],
      DEFAULT_PORTS,
    );
    const value = rule!.headers[0]!.value;
    const connect = /connect-src ([^;]*)/.exec(value)![1]!.split(' ');
    expect(connect).toEqual([
      "'self'",
      'https://api.example',
      'http://127.0.0.1:9000',
      'ws://127.0.0.1:9000',
      'http://127.0.0.1:9099',
      'ws://127.0.0.1:9099',
      'http://127.0.0.1:5001',
      'ws://127.0.0.1:5001',
      'http://127.0.0.1:9199',
      'http://127.0.0.1:5011',
    ]);
    expect(/img-src ([^;]*)/.exec(value)![1]).toBe("'self' https: http://127.0.0.1:9199");
    const rest = (text: string) => text.replace(/(connect|img)-src [^;]*/g, '');
    expect(rest(value)).toBe(rest(csp));
  });
});
