// The « Sécurité et conformité » part of the product form: GPSR information (manufacturer, EU
// responsible person, identifiers, warnings one per line) and the éco-participation in euros.
// The rules are the shared ones (ProductSafetySchema, needsSafetyInfo), checked here field by
// field before the server checks them again.
import { z } from 'zod';
import { SAFETY_MESSAGES, needsSafetyInfo } from '@fohzshop/shared/catalog/product-safety';
import { toCents } from '@fohzshop/shared/money';
import type { Product } from '@fohzshop/shared/schemas/product';
import {
  ProductSafetySchema,
  type ProductSafety,
  type SafetyParty,
} from '@fohzshop/shared/schemas/product-safety';
import { frenchFieldMessage } from '@fohzshop/shared/zod-messages';

type PartyValues = Record<keyof SafetyParty, string>;
export type SafetyFormValues = {
  manufacturer: PartyValues;
  eu_responsible: PartyValues;
  model: string;
  reference: string;
  ean: string;
  /** One warning per line. */
  warnings: string;
};

export const PARTY_FIELDS = [
  ['name', 'Raison sociale'],
  ['address', 'Adresse postale complète'],
  ['email', 'E-mail'],
  ['country', 'Pays (code : FR, CN, KR…)'],
] as const satisfies readonly (readonly [keyof SafetyParty, string])[];

const textSchema = z.string();
const PartyFormSchema = z.object({
  name: textSchema,
  address: textSchema,
  email: textSchema,
  country: textSchema,
});
export const SafetyFormSchema = z.object({
  manufacturer: PartyFormSchema,
  eu_responsible: PartyFormSchema,
  model: textSchema,
  reference: textSchema,
  ean: textSchema,
  warnings: textSchema,
});

const emptyParty = (): PartyValues => ({ name: '', address: '', email: '', country: '' });
const partyValues = (party?: SafetyParty): PartyValues => (party ? { ...party } : emptyParty());
const isBlank = (party: PartyValues) => Object.values(party).every((v) => v.trim() === '');
const decimal = (text: string) => Number(text.trim().replace(',', '.').replace(/\s/g, ''));

export function safetyFormValues(product?: Product): {
  safety: SafetyFormValues;
  eco_fee: string;
} {
  const safety = product?.safety;
  return {
    safety: {
      manufacturer: partyValues(safety?.manufacturer),
      eu_responsible: partyValues(safety?.eu_responsible),
      model: safety?.model ?? '',
      reference: safety?.reference ?? '',
      ean: safety?.ean ?? '',
      warnings: (safety?.warnings ?? []).join('\n'),
    },
    eco_fee: product?.eco_fee_cents ? String(product.eco_fee_cents / 100).replace('.', ',') : '',
  };
}

/** The block as the request carries it, or undefined when nothing was filled in. */
export function safetyOf(values: SafetyFormValues): ProductSafety | undefined {
  const { manufacturer, eu_responsible, model, reference, ean, warnings } = values;
  const lines = warnings
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const filled =
    !isBlank(manufacturer) || !isBlank(eu_responsible) || `${model}${reference}${ean}`.trim();
  if (!filled && lines.length === 0) return undefined;
  const party = (p: PartyValues) => ({ ...p, country: p.country.trim().toUpperCase() });
  return {
    manufacturer: party(manufacturer),
    ...(!isBlank(eu_responsible) && { eu_responsible: party(eu_responsible) }),
    model: model.trim(),
    reference: reference.trim(),
    ...(ean.trim() !== '' && { ean: ean.trim() }),
    warnings: lines,
  };
}

/** Éco-participation in cents, or undefined when left empty. */
export const ecoFeeCentsOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : toCents(decimal(text));

type Checked = {
  type: string;
  name: string;
  price: string;
  safety: SafetyFormValues;
  eco_fee: string;
};

/** Whole-form rule: required for scooters and batteries, each field valid, fee within the price. */
export function checkSafetyForm(values: Checked, ctx: z.RefinementCtx): void {
  const safety = safetyOf(values.safety);
  if (!safety) {
    if (needsSafetyInfo(values))
      ctx.addIssue({
        code: 'custom',
        path: ['safety', 'manufacturer', 'name'],
        message: SAFETY_MESSAGES.required,
      });
  } else {
    for (const issue of ProductSafetySchema.safeParse(safety).error?.issues ?? []) {
      // Warnings are one textarea: its lines' issues go to it.
      const path = issue.path[0] === 'warnings' ? ['warnings'] : issue.path;
      ctx.addIssue({
        code: 'custom',
        path: ['safety', ...path.map(String)],
        message: frenchFieldMessage(issue),
      });
    }
  }
  const fee = values.eco_fee.trim();
  if (fee === '') return;
  const euros = decimal(fee);
  if (!Number.isFinite(euros) || euros < 0 || euros > 1000)
    ctx.addIssue({
      code: 'custom',
      path: ['eco_fee'],
      message: 'L’éco-participation est un montant entre 0 et 1 000 €.',
    });
  else if (
    Number.isFinite(decimal(values.price)) &&
    toCents(euros) > toCents(decimal(values.price))
  )
    ctx.addIssue({ code: 'custom', path: ['eco_fee'], message: SAFETY_MESSAGES.ecoFeeAbovePrice });
}
