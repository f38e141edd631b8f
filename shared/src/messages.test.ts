import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { formatZodError, frenchErrorMap, frenchIssue } from './zod-messages';
import { ProductInputSchema } from './schemas/product';

const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];
const first = (schema: z.ZodType, value: unknown) => frenchIssue(issues(schema, value)[0]!);

describe('MESSAGES', () => {
  it('keeps the toast and fallback texts word for word', () => {
    expect(MESSAGES.productsLoadFailed).toBe('Erreur lors du chargement des produits publics');
    expect(MESSAGES.adminUserSaveFailed).toBe("Erreur lors de la sauvegarde de l'utilisateur.");
    expect(MESSAGES.cleansingDone).toBe('Cleansing terminée avec succès.');
    expect(MESSAGES.notLoggedIn).toBe('Vous devez être connecté pour accéder à cette page.');
    expect(MESSAGES.invalidEmail).toBe('Invalid email address');
    expect(MESSAGES.invalidUrl).toBe('Invalid URL');
  });
});

describe('frenchIssue', () => {
  const shape = z.object({
    price: z.number().min(0),
    name: z.string().min(1).max(5),
    tags: z.array(z.string()).min(2),
  });
  it('names the field and says what is wrong', () => {
    expect(first(shape, { price: -1, name: 'a', tags: ['a', 'b'] })).toBe(
      'Le champ « price » doit être un nombre positif.',
    );
    expect(first(shape, { name: 'a', tags: ['a', 'b'] })).toBe(
      'Le champ « price » est obligatoire.',
    );
    expect(first(shape, { price: 'x', name: 'a', tags: ['a', 'b'] })).toBe(
      'Le champ « price » doit être un nombre.',
    );
    expect(first(shape, { price: 1, name: '', tags: ['a', 'b'] })).toBe(
      'Le champ « name » ne doit pas être vide.',
    );
    expect(first(shape, { price: 1, name: 'abcdef', tags: ['a', 'b'] })).toBe(
      'Le champ « name » doit contenir au plus 5 caractères.',
    );
    expect(first(shape, { price: 1, name: 'a', tags: ['a'] })).toBe(
      'Le champ « tags » doit contenir au moins 2 éléments.',
    );
    expect(first(shape, { price: 1, name: 'a', tags: ['a', 3] })).toBe(
      'Le champ « tags.1 » doit être un texte.',
    );
  });
  it('covers formats, enums, integers and unknown keys', () => {
    expect(first(z.object({ email: z.email() }), { email: 'x' })).toBe(
      'Le champ « email » doit être une adresse e-mail valide.',
    );
    expect(first(z.object({ t: z.enum(['a', 'b']) }), { t: 'c' })).toBe(
      "Le champ « t » doit valoir l'une des valeurs suivantes : « a », « b ».",
    );
    expect(first(z.object({ n: z.number().int() }), { n: 1.5 })).toBe(
      'Le champ « n » doit être un nombre entier.',
    );
    expect(first(z.number().max(10), 11)).toBe('Le contenu doit être inférieur ou égal à 10.');
    expect(first(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toBe(
      'Champs non autorisés : « b », « c ».',
    );
    expect(first(z.strictObject({ o: z.strictObject({}) }), { o: { x: 1 } })).toBe(
      'Champ non autorisé : « o.x ».',
    );
  });
  it('keeps our own French messages and names the field', () => {
    expect(
      first(
        z.object({
          cp: z.string().regex(/^\d{5}$/, { error: 'Code postal invalide (5 chiffres).' }),
        }),
        { cp: 'x' },
      ),
    ).toBe('Le champ « cp » est invalide : code postal invalide (5 chiffres).');
    expect(
      first(
        z.string().refine(() => false, { error: 'URL refusée.' }),
        'x',
      ),
    ).toBe('URL refusée.');
  });
});

describe('formatZodError', () => {
  it('joins distinct issues', () => {
    const result = ProductInputSchema.safeParse({ name: '', price: -2 });
    const text = formatZodError(result.error!);
    expect(text).toContain('Le champ « name » ne doit pas être vide.');
    expect(text).toContain('Le champ « price » doit être un nombre positif.');
    expect(text.split('. ').length).toBeLessThanOrEqual(5);
    expect(formatZodError({ issues: [] })).toBe(MESSAGES.invalidArgument);
  });
});

describe('frenchErrorMap', () => {
  it('gives short field messages for forms', () => {
    const schema = z.object({ name: z.string().min(3), age: z.number() });
    const result = schema.safeParse({ name: 'a' }, { error: frenchErrorMap });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Ce champ doit contenir au moins 3 caractères.',
      'Ce champ est obligatoire.',
    ]);
  });
  it('does not override schema messages', () => {
    const result = z
      .string()
      .min(1, { error: 'Nom requis.' })
      .safeParse('', { error: frenchErrorMap });
    expect(result.error?.issues[0]?.message).toBe('Nom requis.');
  });
});
