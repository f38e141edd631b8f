// zod issues in French (callable errors, form fields). Apart from messages.ts so that screens
// needing only MESSAGES do not ship this (nor zod's types) on the initial path.
import type { z } from 'zod';
import { MESSAGES } from './messages';

/** The fields of an issue we need; satisfied by both raw issues (error map) and final ones. */
type IssueLike = {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  divisor?: number | bigint;
  keys?: string[];
  values?: unknown[];
};

const TYPE_NAMES: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'vrai ou faux',
  array: 'une liste',
  object: 'un objet',
  record: 'un objet',
  date: 'une date',
};

const num = (n: number | bigint | undefined): string => String(n ?? 0);
const quoted = (values: unknown[]): string => values.map((v) => `« ${String(v)} »`).join(', ');

/** zod's English defaults, which we replace; any other message was written by us in French. */
const isDefaultMessage = (message: string | undefined): boolean =>
  !message || /^(Invalid|Too (big|small)|Unrecognized key)/.test(message);

const isMissing = (issue: IssueLike): boolean =>
  issue.code === 'invalid_type' &&
  ('input' in issue ? issue.input === undefined : /received undefined/.test(issue.message ?? ''));

/** What is wrong, as the end of a French sentence ("doit être un nombre positif"). */
function predicate(issue: IssueLike): string {
  const unit = issue.origin === 'array' || issue.origin === 'set' ? 'élément' : 'caractère';
  const plural = (n: number | bigint | undefined) => `${num(n)} ${unit}${Number(n) > 1 ? 's' : ''}`;
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return 'est obligatoire';
      return `doit être ${TYPE_NAMES[issue.expected ?? ''] ?? "d'un type valide"}`;
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        if (Number(issue.minimum) === 0)
          return issue.inclusive ? 'doit être un nombre positif' : 'doit être strictement positif';
        return issue.inclusive
          ? `doit être supérieur ou égal à ${num(issue.minimum)}`
          : `doit être supérieur à ${num(issue.minimum)}`;
      }
      if (Number(issue.minimum) === 1)
        return issue.origin === 'string'
          ? 'ne doit pas être vide'
          : 'doit contenir au moins un élément';
      return `doit contenir au moins ${plural(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return issue.inclusive
          ? `doit être inférieur ou égal à ${num(issue.maximum)}`
          : `doit être inférieur à ${num(issue.maximum)}`;
      }
      return `doit contenir au plus ${plural(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'doit être une adresse e-mail valide';
      if (issue.format === 'url') return 'doit être une URL valide';
      if (issue.format === 'datetime' || issue.format === 'date')
        return 'doit être une date valide';
      return "n'a pas le format attendu";
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01
        ? 'doit avoir au plus deux décimales'
        : `doit être un multiple de ${num(issue.divisor)}`;
    case 'invalid_value':
      return (issue.values?.length ?? 0) === 1
        ? `doit valoir ${quoted(issue.values ?? [])}`
        : `doit valoir l'une des valeurs suivantes : ${quoted(issue.values ?? [])}`;
    case 'invalid_key':
      return 'contient une clé invalide';
    case 'invalid_element':
      return 'contient un élément invalide';
    default:
      return 'est invalide';
  }
}

/** 'Doit être…' → 'doit être…', but keep acronyms such as 'URL'. */
const lowerFirst = (text: string): string =>
  /^[A-ZÀ-Ý][a-zà-ÿ]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const fieldName = (path: PropertyKey[] | undefined): string =>
  (path ?? []).map((p) => String(p)).join('.');

/** One issue as a full French sentence naming the field: 'Le champ « price » doit être un nombre positif.' */
export function frenchIssue(issue: IssueLike): string {
  const field = fieldName(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue.keys ?? []).map((k) => (field ? `${field}.${k}` : k));
    return keys.length > 1
      ? `Champs non autorisés : ${quoted(keys)}.`
      : `Champ non autorisé : ${quoted(keys)}.`;
  }
  if (!isDefaultMessage(issue.message)) {
    // Our own messages are full sentences written for forms; name the field for callers.
    return field
      ? `Le champ « ${field} » est invalide : ${lowerFirst(issue.message as string)}`
      : (issue.message as string);
  }
  // Masculine subjects only, so predicates agree ('inférieur', 'positif').
  const subject = field ? `Le champ « ${field} »` : 'Le contenu';
  return `${subject} ${predicate(issue)}.`;
}

/** All distinct issues of a zod error, as one French text (what a callable returns). */
export function formatZodError(error: { issues: readonly IssueLike[] }, max = 5): string {
  const texts = [...new Set(error.issues.map(frenchIssue))];
  if (texts.length === 0) return MESSAGES.invalidArgument;
  return texts.slice(0, max).join(' ');
}

/** Short French text for a form field ("Ce champ est obligatoire.") — the field is shown beside it. */
export function frenchFieldMessage(issue: IssueLike): string {
  if (issue.code === 'unrecognized_keys')
    return `Champ non autorisé : ${quoted(issue.keys ?? [])}.`;
  if (issue.message && !isDefaultMessage(issue.message)) return issue.message;
  return `Ce champ ${predicate(issue)}.`;
}

/** zod error map for forms: `schema.safeParse(v, { error: frenchErrorMap })` or `z.config({ customError: frenchErrorMap })`. */
export const frenchErrorMap: z.core.$ZodErrorMap = (issue) =>
  frenchFieldMessage(issue as IssueLike);
