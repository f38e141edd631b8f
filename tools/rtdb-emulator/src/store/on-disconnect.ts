// Writes queued with onDisconnect (o/om), checked against the rules when queued and applied,
// in order, when the connection ends.
import { isPrefix, type Path } from '../tree/path.js';
import { OWNER } from './identity.js';
import type { Namespace } from './namespace.js';
import { applyWrite, type WriteRequest } from './writes.js';

export class OnDisconnectQueue {
  private queue: WriteRequest[] = [];

  add(request: WriteRequest): void {
    this.queue.push(request);
  }

  /** `oc`: cancels every queued write at or below `path`. */
  cancel(path: Path): void {
    this.queue = this.queue.filter((request) => !isPrefix(path, request.path));
  }

  /** Applies the queue once; permission was granted when each write was queued. */
  run(ns: Namespace): void {
    const queue = this.queue;
    this.queue = [];
    for (const request of queue) {
      try {
        applyWrite(ns, request, OWNER);
      } catch (error) {
        console.error('[rtdb-emulator] onDisconnect write failed:', error);
      }
    }
  }
}
