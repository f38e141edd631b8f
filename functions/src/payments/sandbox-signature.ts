// Signature of sandbox callbacks, in Stripe's webhook format so that the Stripe adapter can
// follow the same path: `t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_SIGNATURE_TOLERANCE_S } from '@fohzshop/shared/payments';

export function signSandboxPayload(secret: string, rawBody: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Constant-time comparison; refuses signatures older than the tolerance (captured replays). */
export function verifySandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'Signature absente.' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0)
    return { ok: false, reason: 'Signature mal formée.' };
  if (Math.abs(nowSeconds - timestamp) > SANDBOX_SIGNATURE_TOLERANCE_S)
    return { ok: false, reason: 'Signature expirée.' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'Signature invalide.' };
}
