// Admin calls to the Auth emulator over REST (`Bearer owner` = admin, as the Admin SDK does there).
import { PROJECT_ID } from './config';

export interface AuthAccount {
  localId: string;
  email?: string;
  customAttributes?: string;
}

export class AuthAdminClient {
  constructor(
    readonly baseUrl: string,
    readonly projectId: string = PROJECT_ID,
  ) {}

  private async call<T>(action: string, body: unknown): Promise<T> {
    const url = `${this.baseUrl}/identitytoolkit.googleapis.com/v1/projects/${this.projectId}/${action}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Auth ${action} : HTTP ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async findByEmail(email: string): Promise<AuthAccount | undefined> {
    const result = await this.call<{ users?: AuthAccount[] }>('accounts:lookup', {
      email: [email],
    });
    return result.users?.[0];
  }

  async createUser(user: {
    email: string;
    password: string;
    displayName: string;
  }): Promise<string> {
    const result = await this.call<{ localId: string }>('accounts', {
      ...user,
      emailVerified: true,
    });
    return result.localId;
  }

  /** Merges `claims` into the account's existing custom claims. */
  async addCustomClaims(account: AuthAccount, claims: Record<string, unknown>): Promise<void> {
    const current = account.customAttributes
      ? (JSON.parse(account.customAttributes) as Record<string, unknown>)
      : {};
    await this.call('accounts:update', {
      localId: account.localId,
      customAttributes: JSON.stringify({ ...current, ...claims }),
    });
  }
}
