// Ids shaped like RTDB push keys (8 characters of time, 12 random), so generated orders sort by
// key in creation order, as real ones do.
import type { Random } from './prng';

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

export function pushId(timeMs: number, rand: Random): string {
  let time = '';
  let rest = timeMs;
  for (let i = 0; i < 8; i += 1) {
    time = PUSH_CHARS.charAt(rest % 64) + time;
    rest = Math.floor(rest / 64);
  }
  return time + rand.chars(12, PUSH_CHARS);
}
