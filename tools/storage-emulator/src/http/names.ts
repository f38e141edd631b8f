// Bucket and object names as Cloud Storage accepts them; anything else is a 400 before any work.
import { HttpError } from './io.js';

export const decodeComponent = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, 'Malformed URL encoding.');
  }
};

/** Cloud Storage's bucket names: letters, digits, dots, dashes and underscores. */
export function checkedBucket(bucket: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,221}$/.test(bucket))
    throw new HttpError(400, `Invalid bucket name: ${bucket.slice(0, 100)}`);
  return bucket;
}

/** Object names: 1 to 1024 bytes of UTF-8, without line breaks. */
export function checkedName(name: string): string {
  if (name === '' || Buffer.byteLength(name) > 1024 || /[\r\n]/.test(name))
    throw new HttpError(400, 'Invalid object name.');
  return name;
}
