// Read/write matrix (docs/security-model.md): every path × {visitor, user, other user, admin}
// × {read, write, remove}, each case a real call against the emulator.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { useRulesHarness } from './helpers/env.js';
import { matrixCases, type MatrixCase } from './helpers/matrix.js';

const h = useRulesHarness('matrix');

function call({ actor, op, path, value }: MatrixCase): Promise<unknown> {
  const ref = h.db(actor).ref(path);
  switch (op) {
    case 'read':
      return ref.get();
    case 'write':
      return ref.set(value);
    case 'remove':
      return ref.remove();
  }
}

describe('access matrix', () => {
  test.each(matrixCases())('$name', async (c) => {
    if (!c.allowed) {
      await assertFails(call(c));
      return;
    }
    await assertSucceeds(call(c));
    if (c.op === 'write') expect(await h.peek(c.path)).toEqual(c.value);
    if (c.op === 'remove') expect(await h.peek(c.path)).toBeNull();
  });
});
