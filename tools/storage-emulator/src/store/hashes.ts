// The two checksums Cloud Storage reports for every object (base64, as in its metadata and in
// the `x-goog-hash` header): MD5, and CRC32C (Castagnoli, big-endian), which @google-cloud/storage
// verifies after each download.
import { createHash } from 'node:crypto';

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32c(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function crc32cBase64(data: Uint8Array): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc32c(data));
  return bytes.toString('base64');
}

export function md5Base64(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}
