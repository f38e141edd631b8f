// The shop's unique REP identifiers (IDU, C. env. L541-10-13 / R541-173), one per producer
// responsibility scheme it belongs to: DEEE (the scooters, chargers…) and batteries. Printed in
// the CGV and the legal notices. Zod-free: those pages read them from settings/shop.
export type ProducerIds = { deee: string; batteries: string };

/** Until the merchant sets settings/shop/producer_ids, the pages print these placeholders. */
export const PRODUCER_ID_PLACEHOLDERS: ProducerIds = {
  deee: 'FR000000_05XXXX (IDU DEEE à renseigner par le marchand)',
  batteries: 'FR000000_06XXXX (IDU piles et batteries à renseigner par le marchand)',
};

/** settings/shop/producer_ids as stored (possibly partial or absent) → both identifiers. */
export function producerIdsOf(stored: Partial<ProducerIds> | undefined): ProducerIds {
  const pick = (value: string | undefined, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  return {
    deee: pick(stored?.deee, PRODUCER_ID_PLACEHOLDERS.deee),
    batteries: pick(stored?.batteries, PRODUCER_ID_PLACEHOLDERS.batteries),
  };
}
