// Who is asking. As in the official emulators: `owner` (the Admin SDK, rules-unit-testing's
// withSecurityRulesDisabled) bypasses the rules; any other credential is an ID token whose
// signature is not checked (the Auth emulator signs nothing), read for its claims.

export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}

export interface Identity {
  owner: boolean;
  /** `request.auth` in the rules: null for a visitor. */
  auth: RulesAuth | null;
}

export const OWNER: Identity = { owner: true, auth: null };
export const VISITOR: Identity = { owner: false, auth: null };

function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The identity of an `Authorization` header: `Firebase <token>` (web SDK) or `Bearer <token>`.
 * Returns null for a credential that is not a readable token with a uid (refused with a 401).
 */
export function identityOf(header: string | undefined): Identity | null {
  if (!header) return VISITOR;
  const match = /^(?:Firebase|Bearer)\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return null;
  if (match[1] === 'owner') return OWNER;
  const claims = claimsOf(match[1]);
  const uid = claims?.user_id ?? claims?.sub;
  if (!claims || typeof uid !== 'string' || uid === '') return null;
  return { owner: false, auth: { uid, token: claims } };
}
