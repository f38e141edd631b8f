// Who is viewing: the signed-in uid, else the caller's IP. Both are hashed (HMAC-SHA256,
// truncated) so the functions-only guard paths hold no personal data in clear and every id is
// a valid RTDB key.
import { createHmac } from 'node:crypto';
import type { CallableRequest } from 'firebase-functions/https';
import { defineSecret } from 'firebase-functions/params';

/**
 * Key of the visitor hash. A secret with no default: a guessable key would let anyone holding a
 * database export reverse the IPv4 hashes by trying all 2³² addresses. The local stack writes a
 * random one into functions/.secret.local (docs/local-stack.md).
 */
export const viewGuardSalt = defineSecret('VIEW_GUARD_SALT');

type RawRequest = CallableRequest['rawRequest'];

/**
 * Client IP as seen by Google's front end. On Cloud Run the front end appends the address it
 * received the connection from to X-Forwarded-For, so the LAST entry is the one a client
 * cannot forge (a client may only prepend fake entries). Without the header (local runs) the
 * socket address is used.
 */
export function clientIp(raw: RawRequest | undefined): string {
  const header = raw?.headers?.['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? raw?.ip ?? raw?.socket?.remoteAddress ?? 'unknown';
}

/** IPv6 hosts usually own a whole /64: count them as one visitor, or rotating addresses would bypass the limit. */
export function ipBucket(ip: string): string {
  const bare = ip.replace(/^::ffff:(?=\d+\.)/i, '').replace(/%.*$/, '');
  if (!bare.includes(':')) return bare;
  const [left = '', right] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(left);
  // An embedded IPv4 tail takes two groups; it only matters for counting the '::' gap.
  const tail = groups(right).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const full =
    right === undefined
      ? head
      : [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** Keyed hash; refuses to run with a missing or short key rather than fall back to a known one. */
function salt(): string {
  const key = viewGuardSalt.value();
  if (key.length < 16) throw new Error('VIEW_GUARD_SALT is missing or shorter than 16 characters');
  return key;
}

const keyOf = (identity: string): string =>
  createHmac('sha256', salt()).update(identity).digest('hex').slice(0, 32);

export function visitorKey(uid: string | undefined, raw: RawRequest | undefined): string {
  return uid ? keyOf(`uid:${uid}`) : originKey(clientIp(raw));
}

/** The origin of a request whoever is signed in: its IP (IPv6 by /64), hashed like visitors. */
export const originKey = (ip: string): string => keyOf(`ip:${ipBucket(ip)}`);
