// The password policy the deploy step applies (functions/src/auth/apply-password-policy.ts):
// it says what the shared rule says; the script sends it through the Admin SDK (here to a stub
// answering like Identity Toolkit: the Admin SDK rejects the Auth emulator's config answers,
// which lack a `name`); and — the limit docs/security-model.md states — the Auth emulator
// stores that policy without enforcing it, so locally only the form applies the rule.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { PasswordPolicyConfig } from 'firebase-admin/auth';
import { PASSWORD_RULE } from '@fohzshop/shared/password-rule';
import { PasswordSchema } from '@fohzshop/shared/schemas/password';
import { passwordPolicyConfig } from '@fohzshop/functions/src/auth/password-policy.js';
import { adminAuth, closeAdmin } from './support/admin.js';
import { AUTH_HOST, PROJECT_ID, ROOT } from './support/stack.js';

/** Firebase Auth's reading of a policy: length, then ASCII letters and digits, as documented. */
function policyAccepts({ constraints: c = {} }: PasswordPolicyConfig, password: string): boolean {
  if (password.length < (c.minLength ?? 6)) return false;
  if (c.maxLength !== undefined && password.length > c.maxLength) return false;
  if (c.requireLowercase && !/[a-z]/.test(password)) return false;
  if (c.requireUppercase && !/[A-Z]/.test(password)) return false;
  if (c.requireNumeric && !/[0-9]/.test(password)) return false;
  return !(c.requireNonAlphanumeric && !/[^a-zA-Z0-9]/.test(password));
}

const SAMPLES = [
  'abc',
  'motdepasse-42',
  'MOTDEPASSE42',
  'Motdepasse',
  'Abcdefgh1',
  'Abcdefgh12',
  'élan-vers-2026',
  'Élan-Vers-2026',
  'Trottinette électrique 2026',
  `Aa1${'x'.repeat(PASSWORD_RULE.maxLength - 3)}`,
  `Aa1${'x'.repeat(PASSWORD_RULE.maxLength - 2)}`,
];

type Patch = { path: string; body: Record<string, unknown> };

/** Answers the Admin SDK like Identity Toolkit's config endpoint, keeping what it was sent. */
async function identityToolkitStub(): Promise<{
  host: string;
  patches: Patch[];
  close: () => void;
}> {
  const patches: Patch[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (request.method === 'PATCH') patches.push({ path: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ name: `projects/${PROJECT_ID}/config`, ...body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { host: `127.0.0.1:${port}`, patches, close: () => server.close() };
}

/** The Auth emulator's project configuration, over its REST API (the Admin SDK refuses its answers). */
async function emulatorConfig(method: 'GET' | 'PATCH', body?: unknown, mask?: string) {
  const base = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v2/projects/${PROJECT_ID}/config`;
  const response = await fetch(mask ? `${base}?updateMask=${mask}` : base, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

let wire: Patch | undefined;

afterAll(async () => {
  // Other suites create accounts on this emulator: leave its configuration as it was.
  await emulatorConfig(
    'PATCH',
    { passwordPolicyConfig: { passwordPolicyEnforcementState: 'OFF' } },
    'passwordPolicyConfig',
  );
  await closeAdmin();
});

describe('password policy', () => {
  it('accepts exactly the passwords the shared rule accepts', () => {
    const policy = passwordPolicyConfig();
    expect(policy).toMatchObject({
      enforcementState: 'ENFORCE',
      constraints: { minLength: 10, requireLowercase: true, requireUppercase: true },
    });
    for (const password of SAMPLES)
      expect(policyAccepts(policy, password), password).toBe(
        PasswordSchema.safeParse(password).success,
      );
  });

  it("is sent by the deploy script through the Admin SDK, in Identity Toolkit's terms", async () => {
    const stub = await identityToolkitStub();
    try {
      const script = join(ROOT, 'functions/src/auth/apply-password-policy.ts');
      const { stdout } = await promisify(execFile)('npx', ['tsx', script, PROJECT_ID], {
        cwd: ROOT,
        env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: stub.host },
      });
      expect(stdout).toContain('Politique de mot de passe appliquée à demo-fohzshop');
      expect(stub.patches).toHaveLength(1);
      wire = stub.patches[0]!;
      expect(wire.path).toMatch(/\/v2\/projects\/demo-fohzshop\/config\?updateMask=/);
      expect(wire.body).toEqual({
        passwordPolicyConfig: {
          passwordPolicyEnforcementState: 'ENFORCE',
          forceUpgradeOnSignin: false,
          passwordPolicyVersions: [
            {
              customStrengthOptions: {
                containsLowercaseCharacter: true,
                containsUppercaseCharacter: true,
                containsNumericCharacter: true,
                containsNonAlphanumericCharacter: false,
                minPasswordLength: PASSWORD_RULE.minLength,
                maxPasswordLength: PASSWORD_RULE.maxLength,
              },
            },
          ],
        },
      });
    } finally {
      stub.close();
    }
  }, 60_000);

  it('is stored but not enforced by the Auth emulator: a 6-character password signs up', async () => {
    expect(wire).toBeDefined();
    const mask = new URL(wire!.path, 'http://x').searchParams.get('updateMask')!;
    await emulatorConfig('PATCH', wire!.body, mask);
    expect(await emulatorConfig('GET')).toMatchObject(wire!.body);
    const url = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`;
    const email = `weak-${Date.now()}@example.fr`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'abcdef', returnSecureToken: true }),
    });
    // If this ever fails with PASSWORD_DOES_NOT_MEET_REQUIREMENTS, the emulator learnt to
    // enforce policies: test the refusal instead and update docs/security-model.md.
    expect(response.status).toBe(200);
    const { localId } = (await response.json()) as { localId: string };
    await adminAuth().deleteUser(localId);
  });
});
