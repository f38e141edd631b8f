// Sends each committed change to the Cloud Functions registered for it, through the Functions
// emulator's background-trigger route (POST /functions/projects/<p>/triggers/<key>), as the
// official database emulator does. Deliveries of one trigger go one at a time, in commit order,
// so a function sees an order's changes in the order they happened; a failed delivery is
// logged and dropped (the database never waits for a function). A delivery with no answer
// after DELIVERY_TIMEOUT_MS is dropped too: a request the Functions emulator lost would
// otherwise hold that trigger's queue, and the `pending` count tests wait on, forever.
import { nodeAt, type Node } from '../tree/node.js';
import type { Path } from '../tree/path.js';
import { affectedLocations, sameNode } from './affected-locations.js';
import { cloudEvent, fires, type DatabaseCloudEvent } from './cloud-event.js';
import { matchesNamespace, type FunctionTrigger } from './function-trigger.js';

/** The Functions emulator names a function's route `<id>-<generation>`; a reload bumps it. */
const withoutGeneration = (key: string): string => key.replace(/-\d+$/, '');

/** Longer than any function may run in production (540 s). */
export const DELIVERY_TIMEOUT_MS = 600_000;

export class TriggerDispatcher {
  private readonly triggers = new Map<string, FunctionTrigger>();
  private readonly queues = new Map<string, Promise<void>>();
  /** Events queued or being delivered (tests wait for 0 before comparing the data). */
  private inFlight = 0;
  private stopped = false;

  /** `functionsOrigin`: the Functions emulator, e.g. http://127.0.0.1:5001. */
  constructor(
    private readonly functionsOrigin: string,
    private readonly log: (message: string) => void = (message) => console.warn(message),
    private readonly deliveryTimeoutMs = DELIVERY_TIMEOUT_MS,
  ) {}

  register(triggers: readonly FunctionTrigger[]): void {
    for (const trigger of triggers) this.triggers.set(trigger.name, trigger);
  }

  list(): FunctionTrigger[] {
    return [...this.triggers.values()];
  }

  /** Called with the roots before and after a commit and the paths it wrote. */
  onCommit(namespace: string, before: Node, after: Node, written: readonly Path[]): void {
    if (this.stopped) return;
    for (const trigger of this.triggers.values()) {
      if (!matchesNamespace(trigger, namespace)) continue;
      for (const location of affectedLocations(trigger.pattern, written, before, after)) {
        const old = nodeAt(before, location);
        const now = nodeAt(after, location);
        if (sameNode(old, now) || !fires(trigger.event, old, now)) continue;
        this.enqueue(trigger, cloudEvent(trigger.event, namespace, location, old, now));
      }
    }
  }

  get pending(): number {
    return this.inFlight;
  }

  stop(): void {
    this.stopped = true;
  }

  private enqueue(trigger: FunctionTrigger, event: DatabaseCloudEvent): void {
    const previous = this.queues.get(trigger.name) ?? Promise.resolve();
    this.inFlight++;
    const next = previous
      .then(() => (this.stopped ? undefined : this.deliver(trigger, event)))
      .catch((error: unknown) =>
        this.log(
          `rtdb-emulator: trigger ${trigger.key} on /${event.ref} not delivered: ${String(error)}`,
        ),
      )
      .finally(() => {
        this.inFlight--;
        if (this.queues.get(trigger.name) === next) this.queues.delete(trigger.name);
      });
    this.queues.set(trigger.name, next);
  }

  private async deliver(trigger: FunctionTrigger, event: DatabaseCloudEvent): Promise<void> {
    const signal = AbortSignal.timeout(this.deliveryTimeoutMs);
    const response = await this.post(trigger, event, signal);
    if (response.status === 404) {
      // The emulator reloaded the functions: find the function's current route and retry.
      const current = (await response.text())
        .replace(/^.*valid functions are:/s, '')
        .split(',')
        .map((key) => key.trim())
        .find((key) => withoutGeneration(key) === withoutGeneration(trigger.key));
      if (!current) throw new Error(`function ${trigger.key} not found on the Functions emulator`);
      trigger.key = current;
      return this.check(await this.post(trigger, event, signal));
    }
    return this.check(response);
  }

  private post(
    trigger: FunctionTrigger,
    event: DatabaseCloudEvent,
    signal: AbortSignal,
  ): Promise<Response> {
    const url = `${this.functionsOrigin}/functions/projects/${trigger.projectId}/triggers/${trigger.key}`;
    return fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
      signal,
    });
  }

  private async check(response: Response): Promise<void> {
    const text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
  }
}
