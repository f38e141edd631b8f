// When a visitor signs in, the garage of this browser and the one on the account are merged
// (account first: it is what they chose on their other devices), within the garage limit.
export function mergeGarages(
  account: readonly string[],
  local: readonly string[],
  max: number,
): string[] {
  return [...new Set([...account, ...local])].slice(0, max);
}

export const sameGarage = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));
