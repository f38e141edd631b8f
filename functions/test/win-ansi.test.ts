import { describe, expect, it } from 'vitest';
import { euros, frenchDay } from '../src/documents/french-format.js';
import { isWinAnsi, toWinAnsi } from '../src/documents/win-ansi.js';

describe('toWinAnsi', () => {
  it('keeps French accents, « », the euro sign and curly apostrophes', () => {
    const text = 'Élodie réglé à Noël « œuvre » l’été : 12 €';
    expect(toWinAnsi(text)).toBe(text);
  });
  it('maps the shop name and the narrow no-break space of fr-FR numbers', () => {
    expect(toWinAnsi('FōhzShop')).toBe('FohzShop');
    expect(toWinAnsi('1\u202F299,00\u00A0€')).toBe('1 299,00 €');
  });
  it('replaces what has no WinAnsi form and flattens line breaks', () => {
    expect(toWinAnsi('Trottinette 🛴\nnoire\t→ 2')).toBe('Trottinette ? noire ? 2');
    expect(toWinAnsi('Łódź − 3')).toBe('Lódz - 3');
  });
  it('outputs only WinAnsi characters', () => {
    const sample = 'ōŁ😀\u202F\u2009ąčřžŸ€—日本';
    for (const char of toWinAnsi(sample)) expect(isWinAnsi(char)).toBe(true);
  });
});

describe('French formats', () => {
  it('formats cents with ordinary spaces', () => {
    expect(euros(129_900)).toBe('1 299,00 €');
    expect(euros(5)).toBe('0,05 €');
  });
  it('gives the day in Paris', () => {
    expect(frenchDay('2026-03-05T23:30:00.000Z')).toBe('06/03/2026');
    expect(frenchDay('2026-07-14T10:00:00.000Z')).toBe('14/07/2026');
  });
});
