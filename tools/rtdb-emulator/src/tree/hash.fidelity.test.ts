// The transaction hash must equal what the SDK computes, quirks included: its
// doubleToIEEE754String derives the exponent from Math.log, which is off by one just below
// powers of two (7.999999999999999, 0.0624999…, 2^-1000…), so those numbers hash differently
// from their true IEEE 754 bits. A server using the true bits answers `datastale` forever.
import { describe, expect, it } from 'vitest';
import { get, ref, runTransaction, set, setWithPriority } from 'firebase/database';
import { webDb, useTestEmulator } from '../test/helpers.js';
import { doubleToHex, hashNode } from './hash.js';
import { fromJson } from './from-json.js';

const QUIRKY = [
  7.999999999999999, 0.06249999999999999, 1048575.9999999999, 1.5777218104420234e-30,
  2.225073858507202e-308, -3.9999999999999996,
];

const emulator = useTestEmulator();

describe('number hashing matches the SDK', () => {
  it('keeps the true bits where the SDK is exact', () => {
    for (const n of [0, -0, 1, 8, 0.1, -2.5, 1e21, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53]) {
      const buffer = Buffer.alloc(8);
      buffer.writeDoubleBE(n);
      expect(doubleToHex(n)).toBe(buffer.toString('hex'));
    }
  });

  it('hashes like the SDK node cache for numbers just below powers of two', async () => {
    const { db } = webDb(emulator, 'hash-quirks');
    const value = Object.fromEntries(
      QUIRKY.map((n, i) => [`k${i}`, { '.value': n, '.priority': n }]),
    );
    await set(ref(db, 'q'), value);
    const snapshot = await get(ref(db, 'q'));
    const sdkHash = (snapshot as unknown as { _node: { hash(): string } })._node.hash();
    expect(hashNode(fromJson(value))).toBe(sdkHash);
  });

  it('commits transactions on such numbers and on such priorities', async () => {
    const { db } = webDb(emulator, 'hash-tx');
    await set(ref(db, 'n'), 7.999999999999999);
    const result = await runTransaction(ref(db, 'n'), (n: number | null) => (n ?? 0) + 1);
    expect(result.committed).toBe(true);
    await setWithPriority(ref(db, 'p'), 'x', 0.06249999999999999);
    const withPriority = await runTransaction(ref(db, 'p'), (v: string | null) => `${v ?? ''}y`);
    expect(withPriority.snapshot.exportVal()).toEqual({
      '.value': 'xy',
      '.priority': 0.06249999999999999,
    });
  });

  it('stores -0 as 0: JSON cannot carry -0 to clients, whose hash would then differ', async () => {
    const { db } = webDb(emulator, 'hash-negative-zero');
    const put = (path: string, body: string) =>
      fetch(`${emulator.url}/${path}.json?ns=hash-negative-zero`, { method: 'PUT', body });
    await put('z', '{"a":-0,"b":{".value":1,".priority":-0}}');
    await put('i', '-0');
    await put('i', '{".sv":{"increment":-0}}');
    for (const path of ['z', 'i']) {
      const result = await runTransaction(ref(db, path), (value: unknown) => value);
      expect(result.committed).toBe(true);
    }
    expect(hashNode(fromJson(-0))).toBe(hashNode(fromJson(0)));
  });
});
