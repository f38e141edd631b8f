// Toasts of the Hyperviseur actions that the shop's message catalogue does not cover.
export const HV_MESSAGES = {
  orderCreated: 'Commande créée avec succès.',
  orderCreateFailed: 'Erreur lors de la création de la commande.',
  orderUpdated: 'Commande mise à jour avec succès.',
  orderUpdateFailed: 'Erreur lors de la mise à jour de la commande.',
  orderDeleted: 'Commande supprimée avec succès.',
  orderDeleteFailed: 'Erreur lors de la suppression de la commande.',
  deliveryUpdated: 'Livraison mise à jour avec succès.',
  returnUpdated: 'Retour mis à jour avec succès.',
  transferConfirmed: 'Virement reçu : commande payée.',
  paymentUpdated: 'Paiement mis à jour avec succès.',
  refundDone: 'Remboursement enregistré avec succès.',
} as const;
