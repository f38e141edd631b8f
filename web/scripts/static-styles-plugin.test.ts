// @vitest-environment node
// The build's side of the styles compiled at build time, run on the app's own sheets: the CSS it
// serves, and what a sheet file becomes in a bundle (class names only: no style object, nothing
// of Chakra's).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const sheet = fileURLToPath(new URL('../src/ui/spinners.styles.ts', import.meta.url));

// In a child process: Vite's module runner, which the plugin uses, does not run inside the test
// runner's VM contexts.
const PROBE = `
import { staticStyles } from './scripts/static-styles-plugin.ts';
const plugin = staticStyles();
const id = await plugin.resolveId.call({}, 'virtual:static-styles.css');
const css = await plugin.load.call({}, id);
const sheet = await plugin.transform.call({}, 'ignored', process.argv.at(-1));
const other = await plugin.transform.call({}, 'code', process.argv.at(-1).replace('.styles.ts', '.tsx'));
console.log(JSON.stringify({ css, sheet: sheet.code, other: other ?? null }));
`;

async function probe(): Promise<{ css: string; sheet: string; other: null }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', PROBE, sheet],
    { cwd: webDir, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
}

describe('static styles plugin', () => {
  it('serves the CSS of every sheet with the theme, and turns a sheet file into class names', async () => {
    const { css, sheet: code, other } = await probe();
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain('.spinners__fullScreen{display:flex;');
    expect(css).toContain('.product-card__');
    expect(css).toContain('.recipe-button--variant-outline{');
    expect(code).toBe(
      'export default {"fullScreen":"spinners__fullScreen","page":"spinners__page",' +
        '"spinner":"spinners__spinner","thick":"spinners__thick","hidden":"spinners__hidden"};',
    );
    expect(other).toBeNull();
  }, 120_000);
});
