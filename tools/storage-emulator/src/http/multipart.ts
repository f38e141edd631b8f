// `multipart/related` upload bodies (both SDKs): a JSON metadata part, then the object's bytes.
import { HttpError } from './io.js';

export interface MultipartUpload {
  metadata: unknown;
  contentType: string | undefined;
  data: Buffer;
}

export function parseMultipart(contentType: string | undefined, body: Buffer): MultipartUpload {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) throw new HttpError(400, 'Multipart upload without a boundary.');
  const delimiter = Buffer.from(`--${marker}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, from);
    if (next < 0) break;
    // Each part sits between "\r\n" after the delimiter and "\r\n" before the next one.
    parts.push(body.subarray(from + 2, next - 2));
    start = next;
  }
  if (parts.length !== 2) throw new HttpError(400, 'A multipart upload has exactly two parts.');
  const [metadataPart, dataPart] = parts.map((part) => {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) throw new HttpError(400, 'Multipart part without headers.');
    const headers = part.subarray(0, split).toString('utf8');
    return {
      type: /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim(),
      body: part.subarray(split + 4),
    };
  }) as [{ type?: string; body: Buffer }, { type?: string; body: Buffer }];
  let metadata: unknown;
  try {
    metadata = JSON.parse(metadataPart.body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The metadata part of a multipart upload is not JSON.');
  }
  return { metadata, contentType: dataPart.type, data: dataPart.body };
}
