// Sends object changes to the Functions emulator as firebase-tools' own Storage emulator does:
// two POSTs to `/functions/projects/<project>/trigger_multicast` per change, a legacy event
// (`google.storage.object.finalize|metadataUpdate|delete`, for v1 functions) and a CloudEvent
// (`google.cloud.storage.object.v1.finalized|metadataUpdated|deleted`, Content-Type
// application/cloudevents+json, for v2 `onObjectFinalized`…). The Functions emulator routes each
// to the functions registered for that event type and bucket. Changes go one at a time, in order;
// a failed delivery is logged and dropped (storage never waits for a function). While the
// Functions emulator is not listening yet (the stack starts storage first), a delivery is retried
// for up to two minutes, so an upload made during the start still reaches its function.
import { randomUUID } from 'node:crypto';
import type { ObjectEvent } from '../store/object-store.js';

const CLOUD_EVENT_ACTION: Record<ObjectEvent, string> = {
  finalize: 'finalized',
  metadataUpdate: 'metadataUpdated',
  delete: 'deleted',
};

const DELIVERY_TIMEOUT_MS = 30_000;
const UNREACHABLE_RETRY_MS = 120_000;

export class TriggerNotifier {
  private queue: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private stopped = false;

  constructor(
    private readonly functionsOrigin: string,
    private readonly projectId: string,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** `object`: the object's Cloud Storage JSON metadata (what the function receives as data). */
  notify(
    event: ObjectEvent,
    object: Record<string, unknown> & { bucket: string; name: string },
  ): void {
    if (this.stopped) return;
    const now = new Date();
    const legacy = {
      eventId: `${now.getTime()}`,
      timestamp: now.toISOString(),
      eventType: `google.storage.object.${event}`,
      resource: {
        service: 'storage.googleapis.com',
        name: `projects/_/buckets/${object.bucket}/objects/${object.name}`,
        type: 'storage#object',
      },
      data: object,
    };
    const cloudEvent = {
      specversion: '1.0',
      id: randomUUID(),
      type: `google.cloud.storage.object.v1.${CLOUD_EVENT_ACTION[event]}`,
      source: `//storage.googleapis.com/projects/_/buckets/${object.bucket}/objects/${object.name}`,
      subject: `objects/${object.name}`,
      time: typeof object.updated === 'string' ? object.updated : now.toISOString(),
      data: object,
    };
    this.inFlight++;
    this.queue = this.queue
      .then(async () => {
        if (this.stopped) return;
        await this.post(legacy, 'application/json');
        await this.post(cloudEvent, 'application/cloudevents+json; charset=UTF-8');
      })
      .catch((error: unknown) =>
        this.log(
          `storage-emulator: ${event} of ${object.name} not delivered to functions: ${String(error)}`,
        ),
      )
      .finally(() => this.inFlight--);
  }

  /** Changes queued or being delivered (tests wait for 0). */
  get pending(): number {
    return this.inFlight;
  }

  stop(): void {
    this.stopped = true;
  }

  private async post(body: unknown, contentType: string): Promise<void> {
    const url = `${this.functionsOrigin}/functions/projects/${this.projectId}/trigger_multicast`;
    const deadline = Date.now() + UNREACHABLE_RETRY_MS;
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
      } catch (error) {
        // Nothing listening yet (connection refused): the Functions emulator may still be starting.
        const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
        if (!refused || this.stopped || Date.now() + wait > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
      return;
    }
  }
}
