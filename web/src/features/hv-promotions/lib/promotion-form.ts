// Between the « Code promo » form and the shared PromotionInputSchema: amounts typed in euros
// become cents, dates typed on a Paris wall clock become instants (parisLocalToIso), and the
// shared schema's French issues are put back on the form's fields (react-hook-form resolver).
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toCents } from '@fohzshop/shared/money';
import { parisLocal, parisLocalToIso } from '@fohzshop/shared/promotions/paris-time';
import {
  PromotionInputSchema,
  type Promotion,
  type PromotionInput,
  type PromotionKind,
} from '@fohzshop/shared/schemas/promotion';
import { frenchFieldMessage } from '@fohzshop/shared/zod-messages';

export type PromotionFormValues = {
  code: string;
  kind: PromotionKind;
  /** Percent, or euros for a fixed amount. */
  value: string;
  /** Euros; '' for none. */
  min_basket: string;
  /** Comma-separated product ids; the brands and types chosen. */
  products: string;
  brands: string[];
  types: string[];
  /** 'YYYY-MM-DDTHH:mm' in Paris time; '' for none. */
  starts_local: string;
  ends_local: string;
  max_uses: string;
  max_uses_per_customer: string;
  first_order_only: boolean;
  paused: boolean;
  banner: string;
};

export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  code: '',
  kind: 'percent',
  value: '10',
  min_basket: '',
  products: '',
  brands: [],
  types: [],
  starts_local: '',
  ends_local: '',
  max_uses: '',
  max_uses_per_customer: '1',
  first_order_only: false,
  paused: false,
  banner: '',
};

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function formOf(promo: Promotion): PromotionFormValues {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.kind === 'percent' ? String(promo.value) : euros(promo.value),
    min_basket: promo.min_basket_cents === undefined ? '' : euros(promo.min_basket_cents),
    products: promo.scope.products.join(', '),
    brands: [...promo.scope.brands],
    types: [...promo.scope.types],
    starts_local: promo.starts_at ? parisLocal(promo.starts_at) : '',
    ends_local: promo.ends_at ? parisLocal(promo.ends_at) : '',
    max_uses: promo.max_uses === undefined ? '' : String(promo.max_uses),
    max_uses_per_customer:
      promo.max_uses_per_customer === undefined ? '' : String(promo.max_uses_per_customer),
    first_order_only: promo.first_order_only,
    paused: promo.paused,
    banner: promo.banner,
  };
}

type Issue = { field: keyof PromotionFormValues; message: string };

/** '12,50' → 1250; NaN when it is not an amount. */
const centsOf = (text: string): number => {
  const number = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? toCents(number) : Number.NaN;
};
const countOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The shared schema's field → the form's field. */
const FIELD_OF: Record<string, keyof PromotionFormValues> = {
  code: 'code',
  kind: 'kind',
  value: 'value',
  min_basket_cents: 'min_basket',
  scope: 'products',
  starts_at: 'starts_local',
  ends_at: 'ends_local',
  max_uses: 'max_uses',
  max_uses_per_customer: 'max_uses_per_customer',
  banner: 'banner',
};

export function promotionInput(
  values: PromotionFormValues,
): { ok: true; input: PromotionInput } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const instant = (field: 'starts_local' | 'ends_local') => {
    if (values[field] === '') return undefined;
    const iso = parisLocalToIso(values[field]);
    if (!iso) issues.push({ field, message: 'Date et heure invalides.' });
    return iso;
  };
  const value = values.kind === 'percent' ? Number(values.value) : centsOf(values.value);
  const draft = {
    code: values.code,
    kind: values.kind,
    value,
    ...(values.min_basket.trim() !== '' && { min_basket_cents: centsOf(values.min_basket) }),
    scope: {
      products: values.products
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
      brands: values.brands,
      types: values.types,
    },
    starts_at: instant('starts_local'),
    ends_at: instant('ends_local'),
    max_uses: countOf(values.max_uses),
    max_uses_per_customer: countOf(values.max_uses_per_customer),
    first_order_only: values.first_order_only,
    paused: values.paused,
    banner: values.banner,
  };
  const plain = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined));
  const parsed = PromotionInputSchema.safeParse(plain);
  if (parsed.success && issues.length === 0) return { ok: true, input: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues)
    issues.push({
      field: FIELD_OF[String(issue.path[0])] ?? 'code',
      message: frenchFieldMessage(issue),
    });
  return { ok: false, issues };
}

/** react-hook-form resolver: the shared schema decides, its French messages on the fields. */
export const promotionResolver: Resolver<PromotionFormValues> = async (values) => {
  const result = promotionInput(values);
  if (result.ok) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const { field, message } of result.issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors: errors as FieldErrors<PromotionFormValues> };
};
