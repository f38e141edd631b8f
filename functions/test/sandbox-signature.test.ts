import { describe, expect, it } from 'vitest';
import { signSandboxPayload, verifySandboxSignature } from '../src/payments/sandbox-signature.js';

const body = '{"event_id":"evt_1","outcome":"paid"}';
const now = 1_767_312_000;

describe('sandbox callback signature', () => {
  it('accepts its own signature, with several v1 entries too', () => {
    const header = signSandboxPayload('s3cret', body, now);
    expect(verifySandboxSignature('s3cret', Buffer.from(body), header, now)).toEqual({ ok: true });
    const rotated = `${header.replace(/v1=\w+/, 'v1=00')},${header.split(',')[1]}`;
    expect(verifySandboxSignature('s3cret', Buffer.from(body), rotated, now).ok).toBe(true);
  });

  it.each([
    ['absent', undefined, now],
    ['malformed', 't=x,v1=', now],
    ['from another key', signSandboxPayload('other', body, now), now],
    ['too old', signSandboxPayload('s3cret', body, now - 301), now],
    ['for another body', signSandboxPayload('s3cret', `${body} `, now), now],
  ])('refuses a signature %s', (_label, header, at) => {
    expect(verifySandboxSignature('s3cret', Buffer.from(body), header, at).ok).toBe(false);
  });
});
