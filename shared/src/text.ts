// Text helpers for matching what people type against catalogue values.

/** Lower case, accents removed (é → e, ō → o), whitespace collapsed and trimmed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of a query, folded; empty words dropped. */
export function foldedWords(text: string): string[] {
  return foldText(text).split(' ').filter(Boolean);
}

let collator: Intl.Collator | undefined;

/**
 * French collation for display sorting (accents and case secondary, numbers natural). The
 * collator is built on the first comparison, not when the module loads: a page that sorts
 * nothing while it starts does not pay for ICU's start-up (docs/performance.md).
 */
export function compareFrench(a: string, b: string): number {
  collator ??= new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
