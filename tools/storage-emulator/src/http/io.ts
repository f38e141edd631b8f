// Request bodies with a size limit, JSON answers in Google's error form, and CORS for the SPA.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The whole body, refused with a 413 past `limit` bytes (the socket is not read further). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit)
    throw new HttpError(413, `Request body larger than ${limit} bytes.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `Request body larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global' }] },
  });
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Length': '0', ...headers });
  res.end();
}

const EXPOSED = [
  'Content-Type',
  'Content-Disposition',
  'ETag',
  'Location',
  'Range',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-GUploader-UploadID',
  'X-Goog-Hash',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
].join(', ');

/** The SPA calls from its own origin; every origin may, as with the official emulator. */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    );
    res.setHeader('Access-Control-Max-Age', '3600');
  }
}

/**
 * Serves an object's bytes with the headers both SDKs read (hashes, generation); a HEAD gets the
 * headers only, `Range: bytes=…` one slice (206), a matching `If-None-Match` a 304.
 */
export function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  object: {
    name: string;
    contentType: string;
    contentDisposition?: string;
    contentEncoding?: string;
    cacheControl?: string;
    etag: string;
    generation: string;
    metageneration: number;
    crc32c: string;
    md5Hash: string;
  },
  data: Buffer,
): void {
  const head = req.method === 'HEAD';
  const range = req.headers.range;
  const etag = `"${object.etag}"`;
  if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    res.writeHead(304, {
      ETag: etag,
      ...(object.cacheControl && { 'Cache-Control': object.cacheControl }),
    });
    res.end();
    return;
  }
  const file = object.name.split('/').pop() ?? object.name;
  const slice = byteRange(range, data.length);
  if (slice === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${data.length}`, 'Content-Length': '0' });
    res.end();
    return;
  }
  const body = slice ? data.subarray(slice.start, slice.end + 1) : data;
  res.writeHead(slice ? 206 : 200, {
    ...(slice && { 'Content-Range': `bytes ${slice.start}-${slice.end}/${data.length}` }),
    'Content-Type': object.contentType,
    'Content-Length': body.length,
    'Content-Disposition': `${object.contentDisposition ?? 'inline'}; filename*=utf-8''${encodeURIComponent(file)}`,
    ...(object.contentEncoding && { 'Content-Encoding': object.contentEncoding }),
    ...(object.cacheControl && { 'Cache-Control': object.cacheControl }),
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'X-Goog-Generation': object.generation,
    'X-Goog-Metageneration': String(object.metageneration),
    'X-Goog-Stored-Content-Length': String(data.length),
    'X-Goog-Hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(head ? undefined : body);
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else serves the whole object. */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
