// Starts the whole stack once for the e2e project, on its own ports and a throwaway database,
// with the SPA built for those ports; the specs get the URLs through inject('e2eStack').
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR, type StackPorts } from '@fohzshop/local-stack/stack/config';
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { startStack } from '@fohzshop/local-stack/stack/start-stack';
import type { E2eStack } from './support/stack';

/** Far from the dev stack's ports, so `npm start` may keep running during `npm test`. */
export const E2E_PORTS: StackPorts = {
  rtdb: 29000,
  auth: 29099,
  functions: 25001,
  web: 25000,
  hub: 24400,
  logging: 24500,
  eventarc: 29299,
  tasks: 29499,
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fohzshop-e2e-'));
  const logDir = join(ROOT_DIR, '.data/logs');
  await mkdir(logDir, { recursive: true });
  const logFile = join(logDir, 'e2e-stack.log');
  await writeFile(logFile, '');
  const echo = process.env.E2E_DEBUG === '1';

  // Kept between runs (gitignored) so an unchanged SPA is not rebuilt.
  const webDir = join(ROOT_DIR, '.data/e2e-web');
  const stack = await startStack({
    ports: E2E_PORTS,
    dataDir,
    seed: true,
    web: { mode: 'build', outDir: webDir, buildName: 'web-e2e' },
    log: { echo, file: logFile },
    onStep: echo ? undefined : () => {},
  }).catch((error: unknown) => {
    throw new Error(`La pile e2e n'a pas démarré (journal : ${logFile}).\n${String(error)}`);
  });
  if (!stack.urls.web) {
    await stack.stop();
    throw new Error('Pas de site à tester : la pile ne sert pas de build web.');
  }
  // The specs share the demo customer, who ends up with several unpaid orders (a transfer left
  // waiting, orders arranged for the invoice specs…), and all come from 127.0.0.1: the shop's
  // bounds on unpaid reservations and its caps per origin, tried in
  // tests/functions/reservations.test.ts and origin-limits.test.ts, would refuse later specs.
  const roomy = { origin_per_hour: 1_000, origin_per_day: 10_000 };
  await new RtdbClient(stack.urls.rtdb).update('settings', {
    reservations: {
      max_unpaid_orders_per_account: 20, // the most the setting allows
      max_unpaid_value_cents_per_account: 100_000_000,
      max_product_share_percent: 100,
    },
    abuse_limits: { orders: roomy, signups: roomy, contact: roomy, reviews: roomy },
  });

  const provided: E2eStack = {
    baseUrl: stack.urls.web,
    rtdbUrl: stack.urls.rtdb,
    authUrl: stack.urls.auth,
    functionsUrl: stack.urls.functions ?? null,
    webDir,
  };
  project.provide('e2eStack', provided);

  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
