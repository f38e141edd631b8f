// firebase-tools' Auth, Functions and Hosting emulators, wired to our RTDB server.
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  HOST,
  NAMESPACE,
  PROJECT_ID,
  ROOT_DIR,
  paymentSandboxUrl,
  storagePortFor,
  storageUrl,
  type StackPorts,
} from './config';
import { TEST_PAYMENT_PAGE_PATH } from '@fohzshop/shared/payment-paths';
import { FUNCTIONS_EMULATOR_ENV } from './functions-emulator-env';
import { writeFunctionsParams } from './functions-params';
import { ensureLocalSecrets } from './local-secrets';
import { answers, spawnService, waitUntil, type LogTarget, type ServiceProcess } from './processes';
import { storageEmulatorEnv } from './storage';

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
  /** Values of the functions' string params (see functions-params.ts). */
  functionsParams?: Readonly<Record<string, string>>;
}

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

type EmulatorsConfig = Record<string, { host?: string; port?: number } | boolean | undefined>;
type HostingHeaders = { source: string; headers: { key: string; value: string }[] }[];
type HostingRewrites = { source: string; destination?: string }[];
interface FirebaseConfig {
  hosting?: { public?: string; headers?: HostingHeaders; rewrites?: HostingRewrites };
  emulators?: EmulatorsConfig;
  functions?: object[];
}

/**
 * The production CSP, plus the emulators' loopback origins in connect-src: the local shop runs
 * under the policy it will have in production, only allowed to reach its own emulators and the
 * payment sandbox (its test page reads and answers payments there; never in production). The
 * local Cloud Storage also serves images, over http (production's img-src allows https: only).
 */
export function withLocalOrigins(headers: HostingHeaders, ports: StackPorts): HostingHeaders {
  const connect = [ports.rtdb, ports.auth, ports.functions]
    .flatMap((port) => [`http://${HOST}:${port}`, `ws://${HOST}:${port}`])
    .concat(storageUrl(ports), paymentSandboxUrl(ports))
    .join(' ');
  // Connections only: the SPA forces WebSockets (web/src/lib/firebase/database.ts), so the
  // database's long-polling scripts and frames are never loaded, locally as in production.
  const localize = (csp: string) =>
    csp
      .replace(/(connect-src [^;]*)/, `$1 ${connect}`)
      .replace(/(img-src [^;]*)/, `$1 ${storageUrl(ports)}`);
  return headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: localize(header.value) }
        : header,
    ),
  }));
}

/**
 * firebase.json has no port flags on the command line and refuses paths outside its folder, so
 * every stack gets a generated project folder whose entries link back to the repo: its ports, its
 * hosting folder, and a CSP that lets the pages reach the local emulators.
 */
async function prepareProjectDir(options: FirebaseEmulatorsOptions): Promise<string> {
  const config = JSON.parse(
    await readFile(join(ROOT_DIR, 'firebase.json'), 'utf8'),
  ) as FirebaseConfig;
  const { ports } = options;
  const at = (port: number) => ({ host: HOST, port });
  config.hosting = {
    ...config.hosting,
    public: 'public',
    headers: withLocalOrigins(config.hosting?.headers ?? [], ports),
    // The payment sandbox's test page, a client screen of local builds only (not in firebase.json).
    rewrites: [
      { source: TEST_PAYMENT_PAGE_PATH, destination: '/spa.html' },
      ...(config.hosting?.rewrites ?? []),
    ],
  };
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
  if (options.functionsParams)
    config.functions = await writeFunctionsParams(
      projectDir,
      config.functions ?? [],
      options.functionsParams,
    );
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
  if (options.only.includes('functions')) await ensureLocalSecrets();
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
      // …and the Admin SDK's Storage to our Cloud Storage server (tools/storage-emulator).
      ...storageEmulatorEnv(storagePortFor(options.ports)),
      ...FUNCTIONS_EMULATOR_ENV,
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
    // Served by the Hosting emulator itself (reserved URL): ready without the storefront function.
    await waitUntil(() => answers(`http://${HOST}:${options.ports.web}/__/firebase/init.json`), {
      what: 'Hosting',
      timeoutMs: 10_000,
      process: service,
    });
  }
  return service;
}
