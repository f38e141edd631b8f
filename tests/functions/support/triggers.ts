// The database sends order changes to orderMailsOnWrite after each write (database-triggers.ts
// in the local stack). A test that compares the whole database first waits until every event
// sent so far was handled: a delivery ends when the function returns, and whatever the function
// wrote was queued before that.
import { inject } from 'vitest';
import { NAMESPACE } from './stack.js';

const IDLE_TIMEOUT_MS = 60_000;

export async function triggersIdle(): Promise<void> {
  const url = `http://${inject('functionsRtdbHost')}/.settings/functionTriggers.json?ns=${NAMESPACE}`;
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    const { pending } = (await response.json()) as { pending: number };
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} trigger events still pending`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
