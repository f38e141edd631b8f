// The écritures (balanced sets of debit and credit lines) of one grand livre entry, before they
// are numbered (fec.ts). The mapping is described in docs/data-model.md (« FEC »):
//   sale:     411 Clients D TTC / 707 (or 758) C HT / 7085 C HT of shipping / 44571 C VAT,
//             and with a promotion code 707 C HT at list price / 709 D HT of the discount
//   refund:   the same lines, sides swapped (a credit note reverses the sale)
//   expense:  6xx D HT / 44566 D VAT / 401 Fournisseurs C TTC
//   settled:  a bank écriture on the day the money moved: 512 / 411 (or 401), the third-party
//             line of both écritures marked for lettering
//   reversal: the écritures of the entry it cancels, every side swapped.
import { vatIncludedCents, toCents } from '../money';
import {
  BANK,
  BANK_JOURNAL,
  DISCOUNTS_GRANTED,
  SHIPPING_INCOME,
  journalOf,
  mainAccount,
  thirdPartyAccount,
  vatAccount,
  type Account,
  type Journal,
} from './accounts';
import { isSalesSide, parisDayOf, splitVat, type LedgerLine } from './entries';

export type Movement = {
  account: Account;
  debit: number;
  credit: number;
  /** The third-party line that its bank écriture settles (EcritureLet / DateLet). */
  lettered?: boolean;
};

export type FecEcriture = {
  entry: LedgerLine;
  /** 0: the sale, refund or expense; 1: its bank settlement. */
  part: 0 | 1;
  journal: Journal;
  /** EcritureDate, 'YYYY-MM-DD'. */
  day: string;
  /** The instant it was validated (written): orders the numbering, gives ValidDate. */
  validAt: string;
  pieceRef: string;
  label: string;
  lines: Movement[];
};

const side = (cents: number, debit: boolean) =>
  debit ? { debit: cents, credit: 0 } : { debit: 0, credit: cents };

/** Day the entry was settled through the bank; automatic entries move money on their date. */
export const settlementDay = (entry: LedgerLine): string | undefined =>
  entry.automatic ? entry.date : entry.paid_on;

function invoiceLines(entry: LedgerLine, lettered: boolean): Movement[] {
  const { ttcCents, vatCents, htCents } = splitVat(entry.amount, entry.vat_rate);
  const inflow = entry.kind === 'revenue';
  const shippingTtc = isSalesSide(entry)
    ? Math.min(toCents(entry.shipping_amount ?? 0), ttcCents)
    : 0;
  const shippingHt = shippingTtc - vatIncludedCents(shippingTtc, entry.vat_rate);
  // A code's discount (payments only): goods at list price on 707, the discount on 709 the
  // other way; HT of the discount as for any amount, so the écriture stays balanced.
  const discountTtc = isSalesSide(entry) ? toCents(entry.discount_amount ?? 0) : 0;
  const discountHt = discountTtc - vatIncludedCents(discountTtc, entry.vat_rate);
  const counterparts: Movement[] = [
    { account: mainAccount(entry), ...side(htCents - shippingHt + discountHt, !inflow) },
    { account: DISCOUNTS_GRANTED, ...side(discountHt, inflow) },
    { account: SHIPPING_INCOME, ...side(shippingHt, !inflow) },
    { account: vatAccount(entry), ...side(vatCents, !inflow) },
  ].filter((line) => line.debit + line.credit > 0);
  const third: Movement = {
    account: thirdPartyAccount(entry),
    ...side(ttcCents, inflow),
    ...(lettered ? { lettered } : {}),
  };
  return inflow ? [third, ...counterparts] : [...counterparts, third];
}

function bankLines(entry: LedgerLine): Movement[] {
  const ttcCents = toCents(entry.amount);
  const inflow = entry.kind === 'revenue';
  const bank: Movement = { account: BANK, ...side(ttcCents, inflow) };
  const third: Movement = {
    account: thirdPartyAccount(entry),
    ...side(ttcCents, !inflow),
    lettered: true,
  };
  return inflow ? [bank, third] : [third, bank];
}

const swapped = (lines: Movement[]): Movement[] =>
  lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));

/** The écriture of the entry and, when it is settled, its bank écriture. */
export function ecrituresOf(entry: LedgerLine): FecEcriture[] {
  const settledOn = settlementDay(entry);
  const flip = entry.reverses !== undefined ? swapped : (lines: Movement[]) => lines;
  const pieceRef = entry.piece_ref ?? entry.reverses ?? entry.order_id ?? entry.entry_id;
  const main: FecEcriture = {
    entry,
    part: 0,
    journal: journalOf(entry),
    day: entry.date,
    validAt: entry.created_at,
    pieceRef,
    label: entry.label,
    lines: flip(invoiceLines(entry, settledOn !== undefined)),
  };
  if (settledOn === undefined) return [main];
  const inflow = (entry.kind === 'revenue') === (entry.reverses === undefined);
  return [
    main,
    {
      entry,
      part: 1,
      journal: BANK_JOURNAL,
      day: settledOn,
      validAt: entry.settled_at ?? entry.created_at,
      pieceRef,
      label: `${inflow ? 'Encaissement' : 'Règlement'} ${entry.label}`,
      lines: flip(bankLines(entry)),
    },
  ];
}

/** ValidDate of an écriture: the Paris day it was written. */
export const validDay = (ecriture: FecEcriture): string => parisDayOf(ecriture.validAt);
