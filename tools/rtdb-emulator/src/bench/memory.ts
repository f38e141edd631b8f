// Memory footprint of a ~50 MB dataset, measured in a fresh process (`node --expose-gc memory.js`
// prints one JSON line) so that the bench's own clients do not count.
import { startEmulator } from '../index.js';

const RECORD_COUNT = 53_000;
const CHUNK = 1_000;

function record(i: number): Record<string, unknown> {
  return {
    name: `Trottinette ${i}`,
    brand: ['Dualtron', 'Teverun', 'Kaabo', 'InMotion'][i % 4],
    price: 1000 + (i % 997),
    stock: i % 13,
    description: `Produit ${i} `.repeat(80).slice(0, 900),
  };
}

function usage(): { rss: number; heap: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 1048576, heap: heapUsed / 1048576 };
}

async function measureMemory() {
  const emulator = await startEmulator({ port: 0, quiet: true });
  const before = usage();
  let bytes = 0;
  for (let start = 0; start < RECORD_COUNT; start += CHUNK) {
    const patch: Record<string, unknown> = {};
    for (let i = start; i < start + CHUNK; i++) patch[`p${i}`] = record(i);
    const body = JSON.stringify(patch);
    bytes += body.length;
    const res = await fetch(`${emulator.url}/products.json?ns=memory`, { method: 'PATCH', body });
    if (!res.ok) throw new Error(`load failed: ${res.status}`);
  }
  const after = usage();
  await emulator.stop();
  return { before, after, datasetMb: bytes / 1048576, records: RECORD_COUNT };
}

console.log(JSON.stringify(await measureMemory()));
