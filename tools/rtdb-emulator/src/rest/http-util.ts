// Small HTTP helpers shared by the REST handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeTooBigMessage } from '../store/settings.js';
import { assertNestingWithin } from '../tree/validate.js';

/** Production's hard limit for one REST write, reached with `writeSizeLimit=unlimited`. */
export const MAX_BODY_BYTES = 256 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The request body was left unread: the connection must end with the response. */
    readonly closeConnection = false,
  ) {
    super(message);
  }
}

/** The request's credential: `Authorization: Bearer`, then `?auth=`, then `?access_token=`. */
export function credential(req: IncomingMessage, params: URLSearchParams): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return params.get('auth') ?? params.get('access_token');
}

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, X-HTTP-Method-Override, X-Firebase-ETag, If-Match',
  'Access-Control-Expose-Headers': 'ETag',
  'Access-Control-Max-Age': '3600',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
  pretty = false,
): void {
  const text = JSON.stringify(body === undefined ? null : body, null, pretty ? 2 : undefined);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...extra,
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': contentType });
  res.end(text);
}

/** Byte limit of a REST write: the configured one, or 256 MB with `writeSizeLimit=unlimited` (firebase-tools imports). */
export function writeLimit(params: URLSearchParams, maxWriteBytes: number): number {
  return params.get('writeSizeLimit') === 'unlimited'
    ? Math.max(MAX_BODY_BYTES, maxWriteBytes)
    : maxWriteBytes;
}

/** Reads the whole body; past `limit` bytes, answers 400 as production does for too large writes. */
export async function readBody(
  req: IncomingMessage,
  limit: number,
  tooLargeMessage = writeTooBigMessage(limit),
): Promise<string> {
  const tooLarge = () => {
    req.resume(); // discard the rest; the error is sent and the connection closed
    return new HttpError(400, tooLargeMessage, true);
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON.parse is iterative in V8, so any depth parses; the nesting check then guards the recursive code after it. */
export function parseJsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
  assertNestingWithin(value);
  return value;
}
