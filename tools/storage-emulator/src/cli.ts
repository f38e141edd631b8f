// `storage-emulator --port 9199 --host 127.0.0.1 --rules storage.rules --data-dir .data/storage [--functions-emulator http://127.0.0.1:5001 --project demo-x]`
import { parseArgs } from 'node:util';
import { startStorageEmulator } from './index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9199' },
    host: { type: 'string', default: '127.0.0.1' },
    rules: { type: 'string' },
    'data-dir': { type: 'string' },
    'functions-emulator': { type: 'string' },
    project: { type: 'string' },
    'max-object-bytes': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(2);
}
const maxObjectBytes =
  values['max-object-bytes'] === undefined ? undefined : Number(values['max-object-bytes']);
if (maxObjectBytes !== undefined && (!Number.isInteger(maxObjectBytes) || maxObjectBytes <= 0)) {
  console.error(`Invalid --max-object-bytes: ${values['max-object-bytes']}`);
  process.exit(2);
}

try {
  const emulator = await startStorageEmulator({
    port,
    host: values.host,
    rulesFile: values.rules,
    dataDir: values['data-dir'],
    functionsEmulatorOrigin: values['functions-emulator'],
    projectId: values.project,
    maxObjectBytes,
    quiet: values.quiet,
  });
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void emulator.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`storage-emulator failed to start: ${(error as Error).message}`);
  process.exit(1);
}
