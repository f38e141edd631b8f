// Seeded pseudo-random numbers (mulberry32): the same seed gives the same catalogue and orders
// on every machine, so a bug seen in a large demo can be reproduced.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One value among [value, weight] pairs, proportionally to the weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items (all of them if there are fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() sur une liste vide');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(entries)[0];
    },
    sample(items, count) {
      // Partial Fisher–Yates: only the first `count` places are drawn.
      const pool = [...items];
      const taken = Math.min(Math.max(0, count), pool.length);
      for (let i = 0; i < taken; i += 1) {
        const j = int(i, pool.length - 1);
        [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
      }
      return pool.slice(0, taken);
    },
    chars(length, alphabet) {
      let text = '';
      for (let i = 0; i < length; i += 1) text += alphabet[int(0, alphabet.length - 1)];
      return text;
    },
  };
}
