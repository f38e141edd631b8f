// `rtdb-emulator --port 9000 --host 127.0.0.1 --rules database.rules.json --data-dir .data/rtdb --import data.json [--max-write-bytes N] [--functions-emulator http://127.0.0.1:5001]`
import { parseArgs } from 'node:util';
import { startEmulator } from './index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    host: { type: 'string', default: '127.0.0.1' },
    rules: { type: 'string' },
    'data-dir': { type: 'string' },
    import: { type: 'string' },
    'import-ns': { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'max-write-bytes': { type: 'string' },
    'functions-emulator': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port: ${values.port}`);
  process.exit(2);
}

const maxWriteBytes =
  values['max-write-bytes'] === undefined ? undefined : Number(values['max-write-bytes']);
if (maxWriteBytes !== undefined && (!Number.isInteger(maxWriteBytes) || maxWriteBytes <= 0)) {
  console.error(`Invalid --max-write-bytes: ${values['max-write-bytes']}`);
  process.exit(2);
}

try {
  const emulator = await startEmulator({
    port,
    host: values.host,
    rulesFile: values.rules,
    dataDir: values['data-dir'],
    import: values.import,
    importNamespace: values['import-ns'],
    quiet: values.quiet,
    maxWriteBytes,
    functionsEmulatorOrigin: values['functions-emulator'],
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`rtdb-emulator: error while stopping on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error('rtdb-emulator failed to start:', (error as Error).message);
  process.exit(1);
}
