// Resumable uploads of both APIs: a session holds who started it, where, the metadata and the
// bytes received so far, until it is finalized (the object is written) or cancelled. Sessions
// live in memory: a restart of the server loses unfinished uploads, which the SDKs then restart.
import { randomUUID } from 'node:crypto';
import type { Identity } from '../auth/identity.js';
import type { IncomingMetadata, StoredObject } from '../store/stored-object.js';
import { HttpError } from './io.js';

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  metadata: IncomingMetadata;
  identity: Identity;
  chunks: Buffer[];
  received: number;
  /** Size announced at the start (X-Goog-Upload-Header-Content-Length, Content-Range total). */
  declaredSize?: number;
  status: 'active' | 'final' | 'cancelled';
  /** The answer of the finalizing request, repeated if the client retries it. */
  result?: { status: number; object?: StoredObject };
  lastUsed: number;
}

/** Unfinished sessions are dropped after a day (production keeps them a week). */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  constructor(private readonly maxObjectBytes: number) {}

  start(
    fields: Pick<UploadSession, 'bucket' | 'name' | 'metadata' | 'identity' | 'declaredSize'>,
  ): UploadSession {
    this.expire();
    const session: UploadSession = {
      ...fields,
      id: randomUUID().replace(/-/g, ''),
      chunks: [],
      received: 0,
      status: 'active',
      lastUsed: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | null | undefined): UploadSession {
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) throw new HttpError(404, 'No such upload.');
    session.lastUsed = Date.now();
    return session;
  }

  /** Appends `data` at `offset` (a repeated chunk already received is ignored). */
  append(session: UploadSession, data: Buffer, offset = session.received): void {
    if (session.status !== 'active') throw new HttpError(400, 'The upload is not active.');
    if (offset > session.received)
      throw new HttpError(400, 'Upload offset beyond the bytes received.');
    const fresh = data.subarray(session.received - offset);
    if (session.received + fresh.length > this.maxObjectBytes)
      throw new HttpError(413, `Object larger than ${this.maxObjectBytes} bytes.`);
    if (
      session.declaredSize !== undefined &&
      session.received + fresh.length > session.declaredSize
    )
      throw new HttpError(400, 'More bytes than the size announced at the start of the upload.');
    session.chunks.push(Buffer.from(fresh));
    session.received += fresh.length;
  }

  bytes(session: UploadSession): Buffer {
    const data = Buffer.concat(session.chunks);
    session.chunks = [data];
    return data;
  }

  cancel(session: UploadSession): void {
    if (session.status === 'final') throw new HttpError(400, 'The upload is already finalized.');
    session.status = 'cancelled';
    session.chunks = [];
  }

  private expire(): void {
    const limit = Date.now() - SESSION_TTL_MS;
    for (const [id, session] of this.sessions)
      if (session.lastUsed < limit) this.sessions.delete(id);
  }
}
