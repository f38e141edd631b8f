// French texts of review moderation and of the synchronisation with the review platform: the
// Hyperviseur's toasts and the messages of the review callables' errors.

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

export const REVIEW_MESSAGES = {
  saved: 'Avis sauvegardé avec succès.',
  saveFailed: "Erreur lors de la sauvegarde de l'avis.",
  deleted: 'Avis supprimé avec succès.',
  deleteFailed: "Erreur lors de la suppression de l'avis.",
  published: 'Avis publié avec succès.',
  hidden: 'Avis masqué avec succès.',
  replySaved: 'Réponse de la boutique enregistrée avec succès.',
  notFound: 'Cet avis est introuvable.',
  refuseWithReason:
    'Cet avis a été déposé par un client : pour ne pas le publier, refusez-le en indiquant le motif (bouton « Refuser »), qui lui sera communiqué.',
  refused:
    'Avis refusé : le motif a été envoyé à son auteur par e-mail et reste visible dans son compte.',
  refusedNotEmailed:
    "Avis refusé. L'e-mail à son auteur n'a pas pu partir : le motif reste visible dans son compte.",
  refuseFailed: "Erreur lors du refus de l'avis.",
  refuseNoAuthor:
    "Cet avis n'a pas été déposé par un client de la boutique (avis importé ou saisi ici) : masquez-le ou supprimez-le.",
  myReviewsFailed: 'Erreur lors du chargement de vos avis.',
  productNotFound: "Le produit lié à l'avis est introuvable.",
  loadFailed: 'Erreur lors du chargement des avis.',
  syncDone: (imported: number, updated: number) =>
    `Synchronisation terminée : ${plural(imported, 'avis importé')}, ${plural(updated, 'avis mis à jour')}.`,
  syncFailed: 'Erreur lors de la synchronisation des avis.',
  syncNotConfigured:
    "Synchronisation impossible : la plateforme d'avis n'est pas configurée (identifiant du lieu ou clé d'API manquant).",
  platformUnreachable:
    "Synchronisation impossible : la plateforme d'avis ne répond pas. Réessayez plus tard.",
  platformRefused: (status: number) =>
    `Synchronisation impossible : la plateforme d'avis a refusé la demande (erreur ${status}).`,
  platformBadAnswer:
    "Synchronisation impossible : la réponse de la plateforme d'avis est inattendue.",
} as const;
