// The address book as a list: the first address is the default one (the rules accept no extra
// field on an address, so the position says it). Pure helpers, each returning a new list.
import type { Address } from '@fohzshop/shared/schemas/user';
import { EMPTY_ADDRESS, type AddressForm } from './account-schemas';

const OPTIONAL = ['label', 'company', 'line2', 'phone'] as const;

/** The stored address of a validated form: empty optional fields are left out. */
export function toAddress(form: AddressForm): Address {
  const address: Address = {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    line1: form.line1.trim(),
    postal_code: form.postal_code.trim(),
    city: form.city.trim(),
    country: 'France',
  };
  for (const key of OPTIONAL) {
    const value = form[key].trim();
    if (value !== '') address[key] = value;
  }
  return address;
}

export function toForm(address: Address): AddressForm {
  return { ...EMPTY_ADDRESS, ...address };
}

export const replaceAt = (list: readonly Address[], index: number, address: Address) =>
  list.map((current, i) => (i === index ? address : current));

export const removeAt = (list: readonly Address[], index: number) =>
  list.filter((_, i) => i !== index);

/** Moves the address at `index` to the front, where the default address lives. */
export function makeDefault(list: readonly Address[], index: number): Address[] {
  const chosen = list[index];
  if (chosen === undefined || index === 0) return [...list];
  return [chosen, ...removeAt(list, index)];
}

/** One line for a card or a select: « Léa Martin, 12 rue de la Paix, 75002 Paris ». */
export function addressSummary(address: Address): string {
  return [
    `${address.first_name} ${address.last_name}`,
    address.company,
    address.line1,
    address.line2,
    `${address.postal_code} ${address.city}`,
  ]
    .filter(Boolean)
    .join(', ');
}
