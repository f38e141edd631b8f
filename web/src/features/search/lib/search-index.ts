// The search over every card, with each card's text folded once per catalogue change instead of
// on every keystroke: the shared search() folds name and brand of all 5,000 cards per query
// (25–60 ms in a test run, several times that on a phone). The rules are shared search()'s,
// unchanged (search-index.test.ts checks both agree); pages still come from search() itself.
import { fitsGarage, isPart, isScooter } from '@fohzshop/shared/catalog/compatibility';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import {
  SEARCH_BRAND_EXCLUDED,
  SEARCH_RESULTS_PER_SECTION,
  emptySearch,
  search,
  type EmptySearch,
  type SearchResults,
} from '@fohzshop/shared/search';
import { foldText, foldedWords } from '@fohzshop/shared/text';

type Entry = { card: ListingProduct; texts: string[] };

export type SearchIndex = {
  cards: readonly ListingProduct[];
  scooters: readonly Entry[];
  parts: readonly Entry[];
};

/** The texts shared search() matches a card on, folded (a scooter of the excluded brand: name only). */
export function searchIndex(cards: readonly ListingProduct[]): SearchIndex {
  const entry = (card: ListingProduct, texts: string[]): Entry => ({
    card,
    texts: texts.map(foldText),
  });
  return {
    cards,
    scooters: cards
      .filter(isScooter)
      .map((card) =>
        entry(card, card.brand === SEARCH_BRAND_EXCLUDED ? [card.name] : [card.name, card.brand]),
      ),
    parts: cards.filter(isPart).map((card) => entry(card, [card.name, card.brand])),
  };
}

/** The index with only the parts that fit these scooters (scooters kept), as garage.narrow does. */
export function narrowIndex(index: SearchIndex, garage: readonly string[]): SearchIndex {
  if (garage.length === 0) return index;
  const parts = index.parts.filter((entry) => fitsGarage(entry.card, garage));
  const kept = new Set(parts.map((entry) => entry.card));
  // filterByGarage's rule: parts that fit no garage scooter go, every other card stays.
  const cards = index.cards.filter((card) => !isPart(card) || kept.has(card));
  return { cards, scooters: index.scooters, parts };
}

const byViews = (a: ListingProduct, b: ListingProduct) =>
  b.views - a.views || (a.product_id < b.product_id ? -1 : 1);

function ranked(entries: readonly Entry[], words: string[], limit: number): ListingProduct[] {
  const scored: { card: ListingProduct; score: number }[] = [];
  for (const entry of entries) {
    let score = 0;
    for (const word of words) if (entry.texts.some((text) => text.includes(word))) score += 1;
    if (score > 0) scored.push({ card: entry.card, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || byViews(a.card, b.card))
    .slice(0, limit)
    .map((entry) => entry.card);
}

/** search(query, index.cards), answered from the folded texts. */
export function searchCards(query: string, index: SearchIndex): EmptySearch | SearchResults {
  const words = foldedWords(query);
  if (words.length === 0) return emptySearch(index.cards);
  // No cards: the shared search ranks only the pages.
  const pages = search(query, []) as SearchResults;
  const limit = SEARCH_RESULTS_PER_SECTION;
  const scooters = ranked(index.scooters, words, limit);
  const parts = ranked(index.parts, words, limit);
  return {
    kind: 'results',
    scooters,
    parts,
    pages: pages.pages,
    total: scooters.length + parts.length + pages.pages.length,
  };
}
