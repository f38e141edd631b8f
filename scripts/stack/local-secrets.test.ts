import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureLocalSecrets, LOCAL_SECRETS, parseSecretsFile } from './local-secrets';

const names = Object.keys(LOCAL_SECRETS);

describe('local secrets file', () => {
  it('creates every secret with a long random value', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secrets-'));
    const first = await ensureLocalSecrets(join(dir, 'a'));
    const second = await ensureLocalSecrets(join(dir, 'b'));
    for (const name of names) {
      expect(first.get(name)?.length).toBeGreaterThanOrEqual(24);
      expect(first.get(name)).not.toBe(second.get(name));
    }
  });

  it('keeps existing values and lines, adds only what is missing', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'secrets-')), '.secret.local');
    await writeFile(file, '# mine\nOTHER=1\nVIEW_GUARD_SALT=kept-value-0123456789');
    const values = await ensureLocalSecrets(file);
    expect(values.get('VIEW_GUARD_SALT')).toBe('kept-value-0123456789');
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('# mine\nOTHER=1\nVIEW_GUARD_SALT=kept-value-0123456789')).toBe(true);
    expect(parseSecretsFile(text).size).toBe(new Set(['OTHER', ...names]).size);
    await ensureLocalSecrets(file);
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});
