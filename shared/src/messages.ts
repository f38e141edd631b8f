// Every message a person sees from shared code: SPEC §8 toasts word for word, SPEC §5
// fallbacks as specified, French texts for callable errors, and zod issues in French.
import type { z } from 'zod';

export const MESSAGES = {
  // SPEC §8 — word for word.
  userUpdated: 'Informations personnelles sauvegardées avec succès.',
  adminUserSaved: 'Utilisateur sauvegardé avec succès.',
  adminUserSaveFailed: "Erreur lors de la sauvegarde de l'utilisateur.",
  adminUserUpdated: 'Utilisateur mis à jour avec succès.',
  adminUserUpdateFailed: "Erreur lors de la mise à jour de l'utilisateur.",
  productsLoadFailed: 'Erreur lors du chargement des produits publics',
  productSaveFailed: 'Erreur lors de la sauvegarde du produit.',
  productDeleteFailed: 'Erreur lors de la suppression du produit.',
  productSaved: 'Produit sauvegardé avec succès.',
  productDeleted: 'Produit supprimé avec succès.',
  cleansingDone: 'Cleansing terminée avec succès.',
  productUpdated: 'Produit mis à jour avec succès.',
  notLoggedIn: 'Vous devez être connecté pour accéder à cette page.',
  // SPEC §5 dialog fallbacks — kept as the spec states them.
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  // Search dialog (SPEC §2).
  searchPlaceholder: 'Rechercher un produit ou une page...',
  searchNoResult: 'Aucun résultat trouvé.',
  // Callable errors (DESIGN §4: stable code + French message shown as is).
  invalidArgument: 'Les données envoyées sont invalides.',
  unauthenticated: 'Vous devez être connecté pour accéder à cette page.',
  permissionDenied: 'Accès réservé aux administrateurs.',
  notFound: "L'élément demandé est introuvable.",
  productNotFound: 'Produit introuvable.',
  userNotFound: 'Utilisateur introuvable.',
  orderNotFound: 'Commande introuvable.',
  alreadyExists: 'Cet élément existe déjà.',
  internal: 'Une erreur interne est survenue. Réessayez dans un instant.',
  tooManyRequests: 'Trop de requêtes. Réessayez dans quelques instants.',
  unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
  outOfStock: "Stock insuffisant pour l'un des produits de votre panier.",
  emptyCart: 'Votre panier est vide.',
  contactSent: 'Votre message a bien été envoyé. Nous vous répondrons sous 24 h.',
  contactFailed: "Erreur lors de l'envoi du message.",
  orderPlaced: 'Commande validée avec succès.',
  orderFailed: 'Erreur lors de la validation de la commande.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** Callable error codes and their default French message (functions throw HttpsError(code, text)). */
export const ERROR_MESSAGES = {
  'invalid-argument': MESSAGES.invalidArgument,
  unauthenticated: MESSAGES.unauthenticated,
  'permission-denied': MESSAGES.permissionDenied,
  'not-found': MESSAGES.notFound,
  'already-exists': MESSAGES.alreadyExists,
  'failed-precondition': MESSAGES.invalidArgument,
  'resource-exhausted': MESSAGES.tooManyRequests,
  unavailable: MESSAGES.unavailable,
  internal: MESSAGES.internal,
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

// ---- zod issues in French ----

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
        if (Number(issue.minimum) === 0) return issue.inclusive ? 'doit être un nombre positif' : 'doit être strictement positif';
        return issue.inclusive ? `doit être supérieur ou égal à ${num(issue.minimum)}` : `doit être supérieur à ${num(issue.minimum)}`;
      }
      if (Number(issue.minimum) === 1) return issue.origin === 'string' ? 'ne doit pas être vide' : 'doit contenir au moins un élément';
      return `doit contenir au moins ${plural(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint') {
        return issue.inclusive ? `doit être inférieur ou égal à ${num(issue.maximum)}` : `doit être inférieur à ${num(issue.maximum)}`;
      }
      return `doit contenir au plus ${plural(issue.maximum)}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'doit être une adresse e-mail valide';
      if (issue.format === 'url') return 'doit être une URL valide';
      if (issue.format === 'datetime' || issue.format === 'date') return 'doit être une date valide';
      return "n'a pas le format attendu";
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01 ? 'doit avoir au plus deux décimales' : `doit être un multiple de ${num(issue.divisor)}`;
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
    return keys.length > 1 ? `Champs non autorisés : ${quoted(keys)}.` : `Champ non autorisé : ${quoted(keys)}.`;
  }
  if (!isDefaultMessage(issue.message)) {
    // Our own messages are full sentences written for forms; name the field for callers.
    return field ? `Le champ « ${field} » est invalide : ${lowerFirst(issue.message as string)}` : (issue.message as string);
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
  if (issue.code === 'unrecognized_keys') return `Champ non autorisé : ${quoted(issue.keys ?? [])}.`;
  if (issue.message && !isDefaultMessage(issue.message)) return issue.message;
  return `Ce champ ${predicate(issue)}.`;
}

/** zod error map for forms: `schema.safeParse(v, { error: frenchErrorMap })` or `z.config({ customError: frenchErrorMap })`. */
export const frenchErrorMap: z.core.$ZodErrorMap = (issue) => frenchFieldMessage(issue as IssueLike);
