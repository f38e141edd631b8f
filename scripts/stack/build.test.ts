import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, type BuildStep } from './build';

describe('buildIfStale', () => {
  let dir: string;
  let step: BuildStep;
  const options = () => ({ stampDir: join(dir, 'stamps'), log: { echo: false } });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fohzshop-build-'));
    await writeFile(join(dir, 'input.txt'), 'v1');
    step = {
      name: 'demo',
      inputs: [join(dir, 'input.txt')],
      output: join(dir, 'out.txt'),
      signature: 'a',
      // Appends a line per run, so the test can count builds.
      command: [
        process.execPath,
        '-e',
        `require('fs').appendFileSync(${JSON.stringify(join(dir, 'out.txt'))}, 'x\\n')`,
      ],
    };
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const runs = async () => (await readFile(step.output, 'utf8')).split('\n').length - 1;

  it('builds once, then skips while inputs, signature and output are unchanged', async () => {
    expect(await buildIfStale(step, options())).not.toBeNull();
    expect(await buildIfStale(step, options())).toBeNull();
    expect(await runs()).toBe(1);
  });

  it('rebuilds when an input changes, the signature changes or the output is gone', async () => {
    await buildIfStale(step, options());
    const later = new Date(Date.now() + 60_000);
    await utimes(join(dir, 'input.txt'), later, later);
    expect(await buildIfStale(step, options())).not.toBeNull();
    expect(await buildIfStale({ ...step, signature: 'b' }, options())).not.toBeNull();
    expect(await runs()).toBe(3);
    await rm(step.output);
    expect(await buildIfStale({ ...step, signature: 'b' }, options())).not.toBeNull();
  });

  it('trusts an output newer than its inputs when asked and no stamp exists yet', async () => {
    await writeFile(step.output, 'x\n');
    expect(await buildIfStale({ ...step, trustNewerOutput: true }, options())).toBeNull();
    expect(await buildIfStale(step, options())).not.toBeNull();
    const earlier = new Date(Date.now() - 60_000);
    await utimes(step.output, earlier, earlier);
    await rm(join(dir, 'stamps'), { recursive: true });
    expect(await buildIfStale({ ...step, trustNewerOutput: true }, options())).not.toBeNull();
  });

  it('sees changes in source folders named lib (web/src/lib), skips generated ones', async () => {
    const src = join(dir, 'src');
    await mkdir(join(src, 'lib'), { recursive: true });
    await mkdir(join(src, 'dist'), { recursive: true });
    await writeFile(join(src, 'lib', 'firebase.ts'), 'v1');
    await writeFile(join(src, 'dist', 'bundle.js'), 'v1');
    const tree = { ...step, inputs: [src] };
    await buildIfStale(tree, options());
    const later = new Date(Date.now() + 60_000);
    await utimes(join(src, 'dist', 'bundle.js'), later, later);
    expect(await buildIfStale(tree, options())).toBeNull();
    await utimes(join(src, 'lib', 'firebase.ts'), later, later);
    expect(await buildIfStale(tree, options())).not.toBeNull();
  });

  it('reports a failing command with its output', async () => {
    const failing = {
      ...step,
      command: [process.execPath, '-e', 'console.error("boom"); process.exit(3)'],
    };
    await expect(buildIfStale(failing, options())).rejects.toThrow(/code 3[\s\S]*boom/);
  });
});
