// Every message a person sees from shared code: the shop's toast texts (exact wording, pinned
// by messages.test.ts), the dialog validation fallbacks and the French texts of callable errors
// (zod issues: zod-messages.ts).

export const MESSAGES = {
  // Toasts: exact wording, do not rephrase.
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
  // Dialog validation fallbacks: fixed English texts, deliberately not translated.
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  // Search dialog.
  searchPlaceholder: 'Rechercher un produit ou une page...',
  searchNoResult: 'Aucun résultat trouvé.',
  // Callable errors: stable code + French message the SPA shows as is (docs/security-model.md).
  invalidArgument: 'Les données envoyées sont invalides.',
  unauthenticated: 'Vous devez être connecté pour accéder à cette page.',
  permissionDenied: 'Accès réservé aux administrateurs.',
  notFound: "L'élément demandé est introuvable.",
  productNotFound: 'Produit introuvable.',
  userNotFound: 'Utilisateur introuvable.',
  adminUserExists:
    'Un utilisateur existe déjà avec cet identifiant : modifiez-le depuis la liste plutôt que de le recréer.',
  orderNotFound: 'Commande introuvable.',
  alreadyExists: 'Cet élément existe déjà.',
  internal: 'Une erreur interne est survenue. Réessayez dans un instant.',
  tooManyRequests: 'Trop de requêtes. Réessayez dans quelques instants.',
  appCheckRequired: 'Votre navigateur n’a pas pu être vérifié. Rechargez la page, puis réessayez.',
  unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
  outOfStock: "Stock insuffisant pour l'un des produits de votre panier.",
  emptyCart: 'Votre panier est vide.',
  contactSent: 'Votre message a bien été envoyé. Nous vous répondrons sous 24 h.',
  contactFailed: "Erreur lors de l'envoi du message.",
  contactTooMany:
    'Vous avez déjà envoyé plusieurs messages récemment. Réessayez dans une heure ou écrivez-nous par e-mail.',
  orderPlaced: 'Commande validée avec succès.',
  orderFailed: 'Erreur lors de la validation de la commande.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** updateProduct refusal: the stock moved since the admin's screen showed it. */
export const stockChangedMessage = (stock: number): string =>
  `Le stock a changé entre-temps (${stock} en stock) : rechargez et recommencez.`;

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
