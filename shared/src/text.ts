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

/** French collation for display sorting (accents and case secondary, numbers natural). */
export const frenchCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
