// Building blocks shared by every schema: database keys, ISO dates, euros, bounded strings.
import { z } from 'zod';
import { DATABASE_KEY_ERROR, MAX_KEY_LENGTH, hasValidKeyChars } from '../database-key';

/** Largest euro amount we accept anywhere (a bound, so cents stay far below 2^53). */
export const MAX_EUROS = 1_000_000;

export const DatabaseKeySchema = z
  .string()
  .min(1)
  .max(MAX_KEY_LENGTH)
  .refine(hasValidKeyChars, { error: DATABASE_KEY_ERROR });
export type DatabaseKey = z.infer<typeof DatabaseKeySchema>;

/** ISO 8601 timestamp with offset or Z, as written by `new Date().toISOString()`. */
export const IsoDateSchema = z.iso.datetime({ offset: true });
export type IsoDate = z.infer<typeof IsoDateSchema>;

/** Calendar date 'YYYY-MM-DD' (ledger entries, instalment dates). */
export const IsoDaySchema = z.iso.date();

/** A price in euros TTC: non-negative, at most 2 decimals (checked via cents, immune to float noise). */
export const EurosSchema = z
  .number()
  .min(0)
  .max(MAX_EUROS)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'Le montant doit avoir au plus deux décimales.',
  });
export type Euros = z.infer<typeof EurosSchema>;

/** Trimmed string with a length between min and max (inclusive). */
export const boundedString = (min: number, max: number) => z.string().trim().min(min).max(max);

/** Optional trimmed string up to max, '' allowed (e.g. phone not filled in yet). */
export const optionalText = (max: number) => z.string().trim().max(max);

export const EmailSchema = z.string().trim().max(254).pipe(z.email());

/** Image or link: an http(s) URL or a site path such as '/images/x.webp'. */
/**
 * A path of this site: « / » then no space. « //hôte/… » (and « /\\hôte/… », read the same way
 * by browsers) is a protocol-relative URL pointing to another site, not a path.
 */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])[^\s]*$/.test(value);
const isProtocolRelative = (value: string): boolean => /^\/[/\\]/.test(value);

export const UrlOrPathSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => isProtocolRelative(value) || /^https?:\/\/[^\s]+$/i.test(value) || isSitePath(value),
    {
      error: 'Doit être une URL http(s) ou un chemin commençant par « / ».',
    },
  )
  .refine((value) => !isProtocolRelative(value), {
    error:
      'Chemin non autorisé : « // » désigne un autre site. Indiquez une URL complète en https:// ou un chemin du site comme « /images/… ».',
  });

export const HttpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), {
    error: 'Doit être une URL http(s) valide.',
  });

export const PositiveIntSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** French phone number, lenient: digits, spaces, dots, dashes, optional leading +; '' allowed. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(20)
  .refine((value) => value === '' || /^\+?[0-9 .-]{6,20}$/.test(value), {
    error: 'Numéro de téléphone invalide.',
  });
