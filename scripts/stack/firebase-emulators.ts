// firebase-tools' Auth, Functions and Hosting emulators, wired to our RTDB server.
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_PORTS, HOST, NAMESPACE, PROJECT_ID, ROOT_DIR, type StackPorts } from './config';
import { answers, spawnService, waitUntil, type LogTarget, type ServiceProcess } from './processes';

export type FirebaseEmulator = 'auth' | 'functions' | 'hosting';

export interface FirebaseEmulatorsOptions {
  ports: StackPorts;
  only: FirebaseEmulator[];
  /** Folder Hosting serves (absolute). */
  hostingDir: string;
  /** Auth accounts are imported from and exported to this folder. */
  authDataDir: string;
  /** Scratch folder for a generated project when ports or hosting folder differ from firebase.json. */
  workDir: string;
  log: LogTarget;
}

const DEFAULT_HOSTING_DIR = resolve(ROOT_DIR, 'web/dist');

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

type EmulatorsConfig = Record<string, { host?: string; port?: number } | boolean | undefined>;
interface FirebaseConfig {
  hosting?: { public?: string };
  emulators?: EmulatorsConfig;
}

/**
 * firebase.json has no port flags on the command line and refuses paths outside its folder, so a
 * second stack (e2e) gets a generated project folder whose entries link back to the repo.
 */
async function prepareProjectDir(options: FirebaseEmulatorsOptions): Promise<string> {
  const samePorts = Object.entries(DEFAULT_PORTS).every(
    ([name, port]) => options.ports[name as keyof StackPorts] === port,
  );
  if (samePorts && resolve(options.hostingDir) === DEFAULT_HOSTING_DIR) return ROOT_DIR;

  const config = JSON.parse(
    await readFile(join(ROOT_DIR, 'firebase.json'), 'utf8'),
  ) as FirebaseConfig;
  const { ports } = options;
  const at = (port: number) => ({ host: HOST, port });
  config.hosting = { ...config.hosting, public: 'public' };
  config.emulators = {
    ...config.emulators,
    auth: at(ports.auth),
    functions: at(ports.functions),
    hosting: at(ports.web),
    hub: at(ports.hub),
    logging: at(ports.logging),
    eventarc: at(ports.eventarc),
    tasks: at(ports.tasks),
  };
  const projectDir = join(options.workDir, 'firebase-project');
  await rm(projectDir, { recursive: true, force: true });
  await mkdir(projectDir, { recursive: true });
  await writeFile(join(projectDir, 'firebase.json'), JSON.stringify(config, null, 2));
  // node_modules too: firebase-tools resolves firebase-functions from the functions folder's path.
  for (const entry of ['functions', 'node_modules', 'database.rules.json']) {
    await symlink(join(ROOT_DIR, entry), join(projectDir, entry));
  }
  await symlink(resolve(options.hostingDir), join(projectDir, 'public'));
  return projectDir;
}

export async function startFirebaseEmulators(
  options: FirebaseEmulatorsOptions,
): Promise<ServiceProcess> {
  const projectDir = await prepareProjectDir(options);
  await mkdir(options.authDataDir, { recursive: true });
  // firebase-tools finds "its" hub through $TMPDIR/hub-<project>.json: a private TMPDIR per stack keeps
  // a second stack of the same project (e2e, tests) from exporting the other one's accounts on exit.
  const privateTmp = join(tmpdir(), `fohzshop-hub-${options.ports.hub}`);
  await mkdir(privateTmp, { recursive: true });
  const args = [
    firebaseBin(),
    'emulators:start',
    '--only',
    options.only.join(','),
    '--project',
    PROJECT_ID,
  ];
  if (options.only.includes('auth'))
    args.push('--import', options.authDataDir, '--export-on-exit', options.authDataDir);

  const service = spawnService('firebase', process.execPath, args, {
    cwd: projectDir,
    log: options.log,
    env: {
      // Functions' Admin SDK talks to our RTDB server…
      FIREBASE_DATABASE_EMULATOR_HOST: `${HOST}:${options.ports.rtdb}`,
      // …in the SPA's namespace: otherwise a demo project's FIREBASE_CONFIG says
      // https://demo-fohzshop.firebaseio.com, i.e. namespace "demo-fohzshop" (functions/src/core/admin.ts
      // pins it as well; this covers any other Admin SDK user in the runtime).
      DATABASE_URL: `https://${NAMESPACE}.firebaseio.com`,
      NO_UPDATE_NOTIFIER: '1',
      TMPDIR: privateTmp,
    },
  });
  let ready = false;
  service.onLine((line) => {
    if (line.includes('All emulators ready')) ready = true;
  });
  await waitUntil(async () => ready, {
    what: `Émulateurs Firebase (${options.only.join(', ')})`,
    timeoutMs: 120_000,
    process: service,
  });
  if (options.only.includes('hosting')) {
    await waitUntil(() => answers(`http://${HOST}:${options.ports.web}/`), {
      what: 'Hosting',
      timeoutMs: 10_000,
      process: service,
    });
  }
  return service;
}
