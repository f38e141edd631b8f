// Manual check: the bench stack (same ports and build as `npm run bench:web`) kept running until
// Ctrl+C, to look at the served site in a browser. `npx tsx tests/bench/serve-bench-site.ts`
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';
import { startStack } from '@fohzshop/local-stack/stack/start-stack';
import { BENCH_PORTS } from './bench-ports';

await mkdir(join(ROOT_DIR, '.data/logs'), { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'fohzshop-bench-'));
const outDir = join(ROOT_DIR, '.data/bench-web');
const stack = await startStack({
  ports: BENCH_PORTS,
  dataDir,
  seed: true,
  web: { mode: 'build', outDir, buildName: 'web-bench' },
  log: { echo: false, file: join(ROOT_DIR, '.data/logs/web-bench-stack.log') },
});
console.log(`Site : ${stack.urls.web} — base : ${stack.urls.rtdb} (Ctrl+C pour arrêter)`);
const stop = async () => {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
