// Registers the functions' database triggers with our RTDB server, as firebase-tools registers
// them with its own database emulator (which we replace, docs/decisions/0001-own-rtdb-server.md):
// the Functions emulator lists its functions at /backends; each `google.firebase.database.ref.*`
// trigger is posted to /.settings/functionTriggers.json in the same v2 form. The server then
// sends every matching change to the Functions emulator, so `orderMailsOnWrite` runs locally as
// it runs in production (docs/decisions/0004-order-emails.md).

import { NAMESPACE, PROJECT_ID } from './config';

type BackendTrigger = {
  id: string;
  region?: string;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: { instance?: string };
    eventFilterPathPatterns?: { ref?: string; instance?: string };
  };
};

const DATABASE_EVENT = /^google\.firebase\.database\.ref\.v1\./;

/** The v2 registrations of the database triggers the Functions emulator loaded. */
export function triggerRegistrations(
  triggers: readonly BackendTrigger[],
  projectId: string,
): Record<string, string>[] {
  return triggers.flatMap(({ id, region, eventTrigger }) => {
    const event = eventTrigger?.eventType;
    const ref = eventTrigger?.eventFilterPathPatterns?.ref;
    if (!event || !DATABASE_EVENT.test(event) || !ref) return [];
    // The emulator routes a trigger as "<id>-<generation>"; the server follows a reload by itself.
    const key = `${id}-0`;
    return [
      {
        name: `projects/${projectId}/locations/${region ?? 'us-central1'}/triggers/${key}`,
        path: ref,
        event,
        topic: `projects/${projectId}/topics/${key}`,
        namespacePattern:
          eventTrigger.eventFilters?.instance ??
          eventTrigger.eventFilterPathPatterns?.instance ??
          '*',
      },
    ];
  });
}

/** Returns how many triggers were registered (namespace and project: the local stack's). */
export async function registerDatabaseTriggers(options: {
  functionsUrl: string;
  rtdbUrl: string;
  namespace?: string;
  projectId?: string;
}): Promise<number> {
  const { namespace = NAMESPACE, projectId = PROJECT_ID } = options;
  const listing = await fetch(`${options.functionsUrl}/backends`, {
    signal: AbortSignal.timeout(15_000),
  });
  if (!listing.ok) throw new Error(`Functions emulator /backends: HTTP ${listing.status}`);
  const { backends } = (await listing.json()) as {
    backends: { functionTriggers?: BackendTrigger[] }[];
  };
  const registrations = triggerRegistrations(
    backends.flatMap((backend) => backend.functionTriggers ?? []),
    projectId,
  );
  if (registrations.length === 0) return 0;
  const response = await fetch(
    `${options.rtdbUrl}/.settings/functionTriggers.json?ns=${namespace}`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(registrations),
      signal: AbortSignal.timeout(15_000),
    },
  );
  if (!response.ok)
    throw new Error(`RTDB functionTriggers: HTTP ${response.status} ${await response.text()}`);
  return registrations.length;
}

/**
 * Waits until the server has no trigger event queued or in delivery (a bench measures a quiet
 * stack, not the e-mails of orders it just seeded). Returns how long it waited.
 */
export async function waitForTriggersIdle(
  rtdbUrl: string,
  namespace: string,
  timeoutMs = 300_000,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${rtdbUrl}/.settings/functionTriggers.json?ns=${namespace}`, {
      headers: { Authorization: 'Bearer owner' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return Date.now() - started; // no Functions emulator: nothing to wait for
    const { pending } = (await response.json()) as { pending: number };
    if (pending === 0) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${pending} trigger events still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
