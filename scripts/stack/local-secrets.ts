// Values of the functions' secrets (defineSecret) on the local emulators. The Functions emulator
// reads them from functions/.secret.local; a secret missing there makes it ask Google's Secret
// Manager, which cannot answer offline. Values are random per machine and kept between runs, so
// nothing guessable is ever used as a key (docs/local-stack.md).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from './config';

/** Secret name → how to make a local value when the file has none. */
export const LOCAL_SECRETS: Readonly<Record<string, () => string>> = {
  VIEW_GUARD_SALT: () => randomBytes(24).toString('hex'),
  // Any non-empty key: the local Google Places stub only checks that one is sent.
  GOOGLE_PLACES_API_KEY: () => `local-${randomBytes(12).toString('hex')}`,
  // Declared by placeOrder and the webhooks. Locally Stripe and Alma are the payment sandbox
  // (payment-sandbox/), which is started with these same keys and signs with the webhook secret.
  STRIPE_SECRET_KEY: () => `sk_test_local_${randomBytes(12).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: () => `whsec_local_${randomBytes(12).toString('hex')}`,
  ALMA_API_KEY: () => `sk_test_local_${randomBytes(12).toString('hex')}`,
};

export const LOCAL_SECRETS_FILE = join(ROOT_DIR, 'functions/.secret.local');

export function parseSecretsFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) values.set(match[1], match[2]);
  }
  return values;
}

/** Adds the missing secrets to the file (existing lines, comments and values are kept). */
export async function ensureLocalSecrets(file = LOCAL_SECRETS_FILE): Promise<Map<string, string>> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const values = parseSecretsFile(text);
  const added = Object.entries(LOCAL_SECRETS)
    .filter(([name]) => !values.get(name))
    .map(([name, make]) => {
      const value = make();
      values.set(name, value);
      return `${name}=${value}`;
    });
  if (added.length > 0) {
    const head =
      text === '' ? '# Local secrets of the functions emulator (generated, never commit).\n' : '';
    const sep = text === '' || text.endsWith('\n') ? '' : '\n';
    await writeFile(file, `${head}${text}${sep}${added.join('\n')}\n`, { mode: 0o600 });
  }
  return values;
}
