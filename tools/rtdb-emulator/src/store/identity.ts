// Who is asking: the owner (Admin SDK, `Bearer owner`) bypasses rules; everyone else has a rules `auth`.
import type { RulesAuth } from '../rules/types.js';

export interface Identity {
  readonly owner: boolean;
  readonly auth: RulesAuth;
}

export const OWNER: Identity = { owner: true, auth: null };
export const ANONYMOUS: Identity = { owner: false, auth: null };

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Rules `auth` from JWT claims; signature, expiry and `alg` are deliberately never checked. */
export function authFromClaims(claims: Record<string, unknown>): RulesAuth {
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  const uid = claims.sub ?? claims.user_id ?? claims.uid;
  return {
    uid: typeof uid === 'string' ? uid : String(uid ?? ''),
    provider: typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : 'custom',
    token: claims,
  };
}

/**
 * Identity for a credential: "owner" or an unsigned/any JWT. `authvar`/`noauth` (Admin SDK
 * databaseAuthVariableOverride) replace the owner's bypass. Returns null for an unreadable token.
 */
export function identityFromCredential(
  cred: unknown,
  authvar?: unknown,
  noauth?: unknown,
): Identity | null {
  if (typeof cred !== 'string' || cred === '') return null;
  const base: Identity | null =
    cred === 'owner'
      ? OWNER
      : (() => {
          const claims = decodeJwtPayload(cred);
          return claims ? { owner: false, auth: authFromClaims(claims) } : null;
        })();
  if (!base) return null;
  if (noauth === true) return ANONYMOUS;
  if (authvar !== undefined && authvar !== null && typeof authvar === 'object') {
    return { owner: false, auth: authvar as RulesAuth };
  }
  return base;
}
