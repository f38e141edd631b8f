import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dotenv, FUNCTIONS_PARAMS_DIR, writeFunctionsParams } from './functions-params';

describe('functions params', () => {
  it('writes a dotenv file and points every functions entry at its folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fohz-params-'));
    try {
      const entries = await writeFunctionsParams(dir, [{ source: 'functions' }], {
        GOOGLE_PLACE_ID: 'ChIJ-1',
      });
      expect(entries).toEqual([{ source: 'functions', configDir: FUNCTIONS_PARAMS_DIR }]);
      const text = await readFile(join(dir, FUNCTIONS_PARAMS_DIR, '.env.local'), 'utf8');
      expect(text).toContain('\nGOOGLE_PLACE_ID=ChIJ-1\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses names and values dotenv cannot carry', () => {
    expect(() => dotenv({ 'bad-name': 'x' })).toThrow();
    expect(() => dotenv({ GOOD: 'a\nINJECTED=1' })).toThrow();
  });
});
