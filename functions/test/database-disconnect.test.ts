// core/callable.ts answers `unavailable` (retry) instead of `internal` when the database
// connection dropped while a transaction was in flight. The Database SDK gives that abort no
// code: it rejects with `new Error('disconnect')`, the status its connection hands the sent
// transactions it cancels. This test pins that behaviour to the SDK version it was read from, so
// an upgrade fails here until someone reads it again and updates the check in callable.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The copy the Admin SDK runs: firebase-admin → @firebase/database-compat → @firebase/database.
const fromAdmin = createRequire(createRequire(import.meta.url).resolve('firebase-admin/database'));
const fromCompat = createRequire(fromAdmin.resolve('@firebase/database-compat'));

describe('the Database SDK’s abort of a transaction cut by a disconnect', () => {
  it('is still Error("disconnect") in the version callable.ts was written against', () => {
    const packageJson = fromCompat.resolve('@firebase/database/package.json');
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
    expect(
      version,
      '@firebase/database a changé : vérifier le message d’abandon des transactions à la déconnexion (core/callable.ts), puis mettre cette version à jour',
    ).toBe('1.1.5');
    const code = readFileSync(fromCompat.resolve('@firebase/database'), 'utf8');
    // The connection cancels the sent transactions with the status 'disconnect'…
    expect(code).toContain("put.onComplete('disconnect')");
    // …which becomes the abort reason of each transaction of the queue…
    expect(code).toContain('queue[i].abortReason = status;');
    // …and the Error its promise rejects with.
    expect(code).toContain('queue[i].onComplete(new Error(abortReason), false, null)');
  });
});
