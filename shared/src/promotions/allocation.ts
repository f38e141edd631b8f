// The discount of a code spread over the order's eligible lines, in integer cents, so that every
// document downstream (invoice, credit notes, refunds, ledger) uses what was paid per line.
// Rule (largest remainder): each eligible line gets floor(D × line / eligible total); the cents
// left go one each to the lines with the largest remainders, ties to the earlier line. So the
// shares add up to D exactly, no line goes below zero, and the same basket always gives the
// same split. BigInt: D × line may pass 2^53 at the shop's amount bounds.

export type AllocationLine = {
  /** The line's amount before the code (unit price × quantity), cents. */
  amountCents: number;
  eligible: boolean;
};

const assertCents = (cents: number, what: string) => {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${what} invalide : ${cents}`);
};

/** Sum of the eligible lines' amounts, cents. */
export const eligibleCents = (lines: readonly AllocationLine[]): number =>
  lines.reduce((sum, line) => sum + (line.eligible ? line.amountCents : 0), 0);

/**
 * Each line's share of `discountCents` (0 for lines not eligible). The discount is capped by the
 * eligible total: a code never takes a line below zero.
 */
export function allocateDiscount(
  lines: readonly AllocationLine[],
  discountCents: number,
): number[] {
  lines.forEach((line) => assertCents(line.amountCents, 'Montant de ligne'));
  assertCents(discountCents, 'Remise');
  const base = eligibleCents(lines);
  const total = Math.min(discountCents, base);
  if (total === 0) return lines.map(() => 0);
  const D = BigInt(total);
  const E = BigInt(base);
  const shares = lines.map((line) => (line.eligible ? (D * BigInt(line.amountCents)) / E : 0n));
  const remainders = lines.map((line, i) =>
    line.eligible ? D * BigInt(line.amountCents) - shares[i]! * E : -1n,
  );
  let left = total - shares.reduce((sum, share) => sum + Number(share), 0);
  const order = lines
    .map((_, i) => i)
    .filter((i) => remainders[i]! > 0n)
    .sort((a, b) =>
      remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b,
    );
  const result = shares.map(Number);
  for (const i of order) {
    if (left === 0) break;
    result[i]! += 1;
    left -= 1;
  }
  return result;
}

/** What a line cost the customer: its amount less its share of the discount. */
export const paidCents = (amountCents: number, discountCents: number): number =>
  Math.max(0, amountCents - discountCents);

/**
 * What returning `units` of a line of `quantity` gives back, cumulated: the paid amount split by
 * units, rounded down until the last unit, which gives back the rest. Refunding 1 unit then 2
 * more of 3 gives back paidFor(1), then paidFor(3) − paidFor(1): never more than the line cost.
 */
export function paidForUnitsCents(linePaidCents: number, quantity: number, units: number): number {
  assertCents(linePaidCents, 'Montant payé');
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`Quantité : ${quantity}`);
  const n = Math.max(0, Math.min(units, quantity));
  if (n === quantity) return linePaidCents;
  return Number((BigInt(linePaidCents) * BigInt(n)) / BigInt(quantity));
}
