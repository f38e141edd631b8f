import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('drops accents and punctuation, joins words with dashes, trims dashes', () => {
    expect(slugify('  Pneu 11" tout-terrain — Kaabo Wolf King GT ! ')).toBe(
      'pneu-11-tout-terrain-kaabo-wolf-king-gt',
    );
    expect(slugify('Éclairage arrière')).toBe('eclairage-arriere');
  });

  it('never exceeds 80 characters nor ends with a dash', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});
