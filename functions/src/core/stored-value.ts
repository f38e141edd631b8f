// The raw shapes the Realtime Database hands back are told apart by the shared type guards; this
// module adds the error for a record that does not match its schema. Kept apart from records.ts
// so that the transaction helpers of db.ts can use them (records.ts reads through db.ts).
import { z } from 'zod';

export {
  entriesOf,
  fieldOf,
  isStoredObject,
  listOf,
  objectEntriesOf,
  type StoredObject,
} from '@fohzshop/shared/stored-value';

export class RecordError extends Error {
  constructor(path: string, error: z.ZodError | string) {
    const why = typeof error === 'string' ? error : z.prettifyError(error);
    super(`${path} does not match its schema: ${why}`);
    this.name = 'RecordError';
  }
}
