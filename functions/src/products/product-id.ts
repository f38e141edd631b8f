// Ids for new products: a readable slug of the name (the id appears in the shop's URLs, e.g.
// /trottinettes-electriques/dualtron-thunder-3), numbered on collision, with an RTDB push
// key as the last resort. Every candidate is a valid RTDB key.
import { slugify } from '@fohzshop/shared/catalog/slug';
import { ref } from '../core/db.js';

const NUMBERED_ATTEMPTS = 8;

/** Candidates in order of preference: slug, slug-2 … slug-9, then a push key (always fresh). */
export function* productIdCandidates(name: string): Generator<string> {
  const slug = slugify(name);
  if (slug) {
    yield slug;
    for (let n = 2; n < 2 + NUMBERED_ATTEMPTS; n += 1) yield `${slug}-${n}`;
  }
  yield ref('products').push().key as string;
}
