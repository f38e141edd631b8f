// Small HTTP helpers shared by the REST handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Writes up to 256 MB per request, like production's default writeSizeLimit. */
export const MAX_BODY_BYTES = 256 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
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
  const closing: Record<string, string> = status === 413 ? { Connection: 'close' } : {};
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...closing,
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

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () => {
    req.resume(); // discard the rest; the 413 is sent and the connection closed
    return new HttpError(413, `Payload too large: the limit is ${limit} bytes`);
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

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}
