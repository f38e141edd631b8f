// The whole local stack in one call: builds, RTDB server, Firebase emulators, seed, web.
// Used by `npm start` / `npm run dev`, the e2e global setup and the web benchmarks.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ssrDirFor } from '@fohzshop/web/paths';
import { AuthAdminClient } from './auth-admin';
import { registerDatabaseTriggers } from './database-triggers';
import {
  buildIfStale,
  functionsBuild,
  rtdbEmulatorBuild,
  storageEmulatorBuild,
  webBuild,
  type BuildOptions,
  type BuildStep,
} from './build';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_PORTS,
  DEV_SERVER_PORT,
  HOST,
  authUrl,
  paymentSandboxPortFor,
  rtdbUrl,
  storagePortFor,
  storageUrl,
  webEmulatorEnv,
  type StackPorts,
} from './config';
import { startFirebaseEmulators, type FirebaseEmulator } from './firebase-emulators';
import { closeLogFiles, type LogTarget, type ServiceProcess } from './processes';
import { startLocalPaymentSandbox } from './payment-sandbox/local-sandbox';
import { registerPaidOrders } from './payment-sandbox/known-orders';
import type { PaymentSandbox } from './payment-sandbox/server';
import { placesStubParams, startPlacesStub, type PlacesStub } from './places-stub';
import { mailPortsFor, mailWebUrl, maildevParams, startMaildev } from './maildev';
import { assertPortsFree } from './ports';
import { RtdbClient, startRtdb } from './rtdb';
import { ensureDemoUsers, seedIfEmpty, seedLargeDemo, type LargeDemoReport } from './seed';
import { seedDemoPhotos } from './seed-photos';
import { startStorage } from './storage';
import { startViteDevServer } from './vite-dev';

export type WebMode =
  /** Build the SPA with the emulator env and serve it with the Hosting emulator. */
  | { mode: 'build'; outDir?: string; buildName?: string }
  /** Vite dev server with HMR instead of Hosting. */
  | { mode: 'dev'; port?: number }
  | { mode: 'none' };

export interface StackOptions {
  ports?: Partial<StackPorts>;
  /** RTDB data in <dataDir>/rtdb, Cloud Storage objects in <dataDir>/storage, Auth accounts in <dataDir>/auth. */
  dataDir?: string;
  /** Seed an empty database and create the demo accounts. */
  seed?: boolean;
  /** With `seed`, this many generated products more on a freshly seeded demo (`--demo-size`). */
  demoSize?: number;
  /**
   * With `seed`, upload the demo photos on a freshly seeded demo (seed/photos.ts); the variants
   * are made in the background. `npm start` only: the test stacks never wait for them.
   */
  demoPhotos?: boolean;
  web?: WebMode;
  /** Wipe <dataDir> first. */
  reset?: boolean;
  log?: LogTarget;
  /** Progress messages (defaults to console.log when output is echoed). */
  onStep?: (message: string) => void;
}

export interface Stack {
  ports: StackPorts;
  urls: {
    web?: string;
    rtdb: string;
    /** Cloud Storage (tools/storage-emulator). */
    storage: string;
    auth: string;
    functions?: string;
    places?: string;
    mails: string;
    /** The payment sandbox standing in for Stripe and Alma (payment-sandbox/). */
    payments?: string;
  };
  dataDir: string;
  /** What happened at start-up: seeded or not, accounts created, skipped parts. */
  report: {
    seeded: boolean;
    createdUsers: string[];
    builds: string[];
    largeDemo?: LargeDemoReport;
    /** Demo photos uploaded (their variants follow in the background). */
    demoPhotos?: number;
  };
  /** Resolves with the name of the first service that stops on its own (a crash, a port taken…). */
  unexpectedExit: Promise<string>;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const ports: StackPorts = { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log: LogTarget = options.log ?? { echo: true };
  const web: WebMode = options.web ?? { mode: 'build' };
  const startedAt = Date.now();
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s`;
  const step =
    options.onStep ??
    (log.echo ? (message: string) => console.log(`» [${elapsed()}] ${message}`) : () => {});
  const report: Stack['report'] = { seeded: false, createdUsers: [], builds: [] };

  const { web: hostingPort, ...otherPorts } = ports;
  const devPort = web.mode === 'dev' ? (web.port ?? DEV_SERVER_PORT) : undefined;
  // The mail catcher's ports follow the stack's (maildev.ts).
  const mailPorts = mailPortsFor(ports);
  await assertPortsFree({
    ...(devPort !== undefined
      ? { ...otherPorts, vite: devPort }
      : { ...otherPorts, hosting: hostingPort }),
    storage: storagePortFor(ports),
    smtp: mailPorts.smtp,
    courriels: mailPorts.web,
    paiements: paymentSandboxPortFor(ports),
  });
  if (options.reset) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const buildOptions: BuildOptions = { stampDir: join(DEFAULT_DATA_DIR, 'build-stamps'), log };
  const build = async (buildStep: BuildStep) => {
    const ms = await buildIfStale(buildStep, buildOptions);
    if (ms === null) return;
    report.builds.push(buildStep.name);
    step(`Build ${buildStep.name} : ${(ms / 1000).toFixed(1)} s`);
  };

  const services: ServiceProcess[] = [];
  // In-process stand-in for Google Places, for the review synchronisation (functions param).
  let placesStub: PlacesStub | undefined;
  let payments: PaymentSandbox | undefined;
  // Reverse start order: web first, RTDB last, so nothing writes to a stopped database.
  const stopAll = async () => {
    for (const service of [...services].reverse()) await service.stop('SIGINT', 30_000);
    await placesStub?.stop();
    await payments?.close();
    await closeLogFiles();
  };

  try {
    await build(rtdbEmulatorBuild());
    step(`Base de données locale sur le port ${ports.rtdb}…`);
    const functionsUrl = `http://${HOST}:${ports.functions}`;
    services.push(
      await startRtdb({ port: ports.rtdb, dataDir: join(dataDir, 'rtdb'), functionsUrl, log }),
    );
    const db = new RtdbClient(rtdbUrl(ports));
    await build(storageEmulatorBuild());
    step(`Cloud Storage locale sur le port ${storagePortFor(ports)}…`);
    services.push(
      await startStorage({
        port: storagePortFor(ports),
        dataDir: join(dataDir, 'storage'),
        functionsUrl,
        log,
      }),
    );
    step(`Courriels (maildev) sur les ports ${mailPorts.smtp} (SMTP) et ${mailPorts.web} (web)…`);
    services.push(await startMaildev({ ports: mailPorts, log, mailDir: join(dataDir, 'mails') }));

    const withWeb = web.mode !== 'none';
    const serveBuild = web.mode === 'build';
    const webOutDir = (web.mode === 'build' && web.outDir) || join(dataDir, 'web');

    // Seeding needs only the database and Hosting serves files from disk on each request, so both
    // overlap with the slow start of firebase-tools; the functions must be built before it loads them.
    const seeding = options.seed ? seedIfEmpty(db) : Promise.resolve(false);
    const webBuilt = serveBuild
      ? build(
          webBuild(
            (web.mode === 'build' && web.buildName) || 'web',
            webOutDir,
            webEmulatorEnv(ports),
          ),
        )
      : Promise.resolve();
    // Awaited below; these only avoid an unhandled rejection while something else fails first.
    seeding.catch(() => {});
    webBuilt.catch(() => {});
    await build(functionsBuild());
    if (serveBuild) await mkdir(webOutDir, { recursive: true });

    const only: FirebaseEmulator[] = ['auth', 'functions'];
    if (serveBuild) only.push('hosting');
    placesStub = await startPlacesStub();
    // Card and instalments go to Stripe and Alma as in production, answered by the local sandbox.
    const sandbox = await startLocalPaymentSandbox({
      port: paymentSandboxPortFor(ports),
      functionsOrigin: functionsUrl,
      webOrigin: `http://${HOST}:${devPort ?? ports.web}`,
    });
    payments = sandbox.sandbox;
    step(`Émulateurs Firebase (${only.join(', ')})…`);
    services.push(
      await startFirebaseEmulators({
        ports,
        only,
        hostingDir: webOutDir,
        authDataDir: join(dataDir, 'auth'),
        workDir: dataDir,
        log,
        functionsParams: {
          ...placesStubParams(placesStub),
          ...maildevParams(mailPorts),
          ...sandbox.params,
          // The local stack enforces App Check: the SPA sends its local token (web/src/lib/firebase/app-check.ts).
          APP_CHECK_ENFORCED: 'true',
          // The storefront function renders with this stack's own build, for its own origin.
          ...(serveBuild
            ? { STOREFRONT_DIR: ssrDirFor(webOutDir), SITE_URL: `http://${HOST}:${ports.web}` }
            : {}),
        },
      }),
    );
    await webBuilt;
    report.seeded = await seeding;
    if (report.seeded) step('Base vide : données de démonstration chargées.');
    // Paid card and instalment orders already there (demo data, earlier runs) exist at the
    // sandbox too, so that the Hyperviseur can refund them.
    registerPaidOrders(payments, await db.get('orders'));
    if (options.seed)
      report.createdUsers = await ensureDemoUsers(new AuthAdminClient(authUrl(ports)), db);
    if (options.demoSize !== undefined && report.seeded) {
      step(`Démo étendue : génération et écriture de ${options.demoSize} produits…`);
      report.largeDemo = await seedLargeDemo(db, options.demoSize);
    }
    // The data written above came without triggers: the storefront's instances read the
    // catalogue again (functions/src/storefront/catalogue-snapshot.ts); later writes bump it.
    await db.update('', { catalogue_version: Date.now() });
    // After the seed: its orders are data, not changes a customer made (no e-mails for them).
    await registerDatabaseTriggers({ functionsUrl, rtdbUrl: rtdbUrl(ports) });
    // After the triggers: each photo the function completes bumps the catalogue version.
    // Optional: the shop works without them (the illustrations stay), so a failure only warns.
    if (options.demoPhotos && report.seeded) {
      try {
        report.demoPhotos = await seedDemoPhotos(db, storageUrl(ports));
        step(
          `${report.demoPhotos} photos de démonstration envoyées (tailles faites en arrière-plan).`,
        );
      } catch (error) {
        step(
          `Photos de démonstration non envoyées : ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }

    let webUrl = serveBuild ? `http://${HOST}:${ports.web}` : undefined;
    if (withWeb && devPort !== undefined) {
      step(`Serveur Vite (HMR) sur le port ${devPort}…`);
      const vite = startViteDevServer(devPort, ports, log);
      services.push(vite.service);
      webUrl = vite.url;
      await vite.ready;
    }

    return {
      ports,
      dataDir,
      report,
      urls: {
        web: webUrl,
        rtdb: rtdbUrl(ports),
        storage: storageUrl(ports),
        auth: authUrl(ports),
        functions: functionsUrl,
        places: placesStub.url,
        mails: mailWebUrl(mailPorts),
        payments: payments.origin,
      },
      unexpectedExit: Promise.race(
        services.map((service) => service.exited.then(() => service.name)),
      ),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
