// French texts of the grand livre: labels of automatic entries and errors of the ledger callables.

export const LEDGER_MESSAGES = {
  entryNotFound: 'Écriture introuvable.',
  automaticLocked:
    'Cette écriture a été créée automatiquement (paiement ou remboursement) : elle ne peut être ni modifiée ni supprimée.',
  paymentLabel: (number: string) => `Paiement de la commande ${number}`,
  refundLabel: (number: string) => `Remboursement de la commande ${number}`,
} as const;
