// Push ids in the SDK's format (nextPushId): 8 timestamp chars + 12 random chars, monotonic.
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastPushTime = 0;
const lastRandChars: number[] = [];

export function nextPushId(now = Date.now()): string {
  const duplicateTime = now === lastPushTime;
  lastPushTime = now;
  const timeChars: string[] = [];
  let time = now;
  for (let i = 7; i >= 0; i--) {
    timeChars[i] = PUSH_CHARS.charAt(time % 64);
    time = Math.floor(time / 64);
  }
  let id = timeChars.join('');
  if (!duplicateTime) {
    for (let i = 0; i < 12; i++) lastRandChars[i] = Math.floor(Math.random() * 64);
  } else {
    let i = 11;
    for (; i >= 0 && lastRandChars[i] === 63; i--) lastRandChars[i] = 0;
    lastRandChars[i] = (lastRandChars[i] ?? 0) + 1;
  }
  for (let i = 0; i < 12; i++) id += PUSH_CHARS.charAt(lastRandChars[i] ?? 0);
  return id;
}
