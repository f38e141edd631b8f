// A value read by a listener that stays attached while a call works on it. The Admin SDK runs
// a transaction's update function first on its local cache: with nothing cached that first run
// is a guess the server refuses, and the transaction costs two round trips. While a listener
// holds the path, the cache is the server's value and a transaction on it (or below it) takes
// one round trip. Used on placeOrder's hot path (the products, the order counter).
import { ref } from './db.js';

export type HeldValue = {
  /** The value when the listener first answered. */
  value: Promise<unknown>;
  release(): void;
};

export function holdValue(path: string): HeldValue {
  const node = ref(path);
  let settle: (value: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const value = new Promise<unknown>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const onValue = node.on('value', (snapshot) => settle(snapshot.val()), fail);
  return { value, release: () => node.off('value', onValue) };
}
