// French texts of the grand livre: labels of automatic entries, errors of the ledger callables
// and of the FEC export, toasts of the screen.

export const LEDGER_MESSAGES = {
  entryNotFound: 'Écriture introuvable.',
  automaticLocked:
    'Cette écriture a été créée automatiquement (paiement ou remboursement) : elle ne peut être ni modifiée ni supprimée.',
  reversedLocked: 'Cette écriture a été contre-passée : elle ne peut plus être modifiée.',
  reversalLocked:
    "Cette écriture est une contre-passation : elle ne se modifie pas et ne s'annule pas.",
  reversalLabel: (label: string) => `Contre-passation : ${label}`.slice(0, 200),
  fecSirenMissing:
    "Export FEC impossible : le SIREN de la boutique n'est pas renseigné (identité du vendeur dans les réglages).",
  fecPeriodInvalid:
    'Export FEC impossible : choisissez une période avec une date de début et de fin.',
  // Toasts of the grand livre screen.
  saved: 'Écriture enregistrée avec succès.',
  saveFailed: "Erreur lors de l'enregistrement de l'écriture.",
  updated: 'Écriture modifiée avec succès.',
  updateFailed: "Erreur lors de la modification de l'écriture.",
  reversed: 'Écriture contre-passée avec succès.',
  reverseFailed: "Erreur lors de la contre-passation de l'écriture.",
  paymentLabel: (number: string) => `Paiement de la commande ${number}`,
  refundLabel: (number: string) => `Remboursement de la commande ${number}`,
} as const;
