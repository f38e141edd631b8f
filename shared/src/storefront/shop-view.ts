// What the storefront's pages show of settings/shop: the contact details (legal notice, contact,
// withdrawal form), the producer identifiers (CGV, legal notice) and the wording of the
// instalment offers (product page). The storefront function reads it with the catalogue and
// renders it into the HTML (and the page data), so those pages paint it and need no database
// read in the browser; the browser's own reads (client screens) go through the same functions.
import type { InstalmentCredit } from '../instalment-credit';
import { producerIdsOf, type ProducerIds } from '../producer-ids';
import { instalmentCreditOf } from '../schemas/instalment-credit-settings';
import { ShopSettingsSchema, type ShopSettings } from '../schemas/settings';
import { fieldOf } from '../stored-value';

export type ShopContact = ShopSettings['contact'];

export type ShopView = {
  /** null while settings/shop is absent or malformed: the pages then say nothing of it. */
  contact: ShopContact | null;
  producer_ids: ProducerIds;
  instalment_credit: InstalmentCredit;
};

const { contact: ContactSchema, producer_ids: ProducerIdsSchema } = ShopSettingsSchema.shape;

/**
 * settings/shop as stored (anything) → what the pages show of it. Each part is read on its own:
 * a malformed field elsewhere in the settings (bank details, another part) hides nothing here.
 */
export function shopViewOf(stored: unknown): ShopView {
  const field = (key: string): unknown => fieldOf(stored, key);
  const contact = ContactSchema.safeParse(field('contact'));
  const producerIds = ProducerIdsSchema.safeParse(field('producer_ids'));
  return {
    contact: contact.success ? contact.data : null,
    producer_ids: producerIdsOf(producerIds.success ? producerIds.data : undefined),
    instalment_credit: instalmentCreditOf(field('instalment_credit')),
  };
}
