// What the admin reads when a refund cannot be sent to the payment provider: which provider,
// why in plain French, and that nothing was recorded (the API's own wording stays in the logs).
import { fail } from '../core/errors.js';

export const REFUND_MESSAGES = {
  refused: (provider: string, reason: string) =>
    `${provider} a refusé le remboursement : ${reason}. Rien n'a été enregistré.`,
  unreachable: (provider: string) =>
    `${provider} est injoignable pour le moment : aucun remboursement n'a été envoyé ni enregistré. Réessayez dans quelques minutes.`,
  /** Kept on the refund record: the shop owes the customer a transfer. */
  transferNote: 'Virement de remboursement à effectuer',
  manualNote: 'Remboursement à effectuer hors ligne (prestataire inconnu)',
  changedMeanwhile:
    'Le prestataire a accepté le remboursement, mais la commande a changé entre-temps : vérifiez-la avant de réessayer.',
} as const;

/** Reasons shown to the admin, by provider error code; anything else is « demande refusée ». */
export const REFUSAL_REASONS: Record<string, string> = {
  charge_already_refunded: 'le paiement est déjà entièrement remboursé',
  amount_too_large: 'le montant dépasse ce qui reste remboursable',
  charge_disputed: "le paiement fait l'objet d'une contestation",
  idempotency_error: 'une demande différente a déjà été faite pour ce remboursement',
  idempotency_key_in_use: 'le même remboursement est déjà en cours de traitement',
  resource_missing: 'paiement introuvable',
  no_payment: "aucun paiement encaissé n'a été trouvé pour cette commande",
  not_found: 'paiement introuvable',
  unexpected: 'réponse inattendue du prestataire',
};

export const refusalReason = (code: unknown): string =>
  (typeof code === 'string' && REFUSAL_REASONS[code]) || 'demande refusée';

export const providerRefused = (provider: string, code?: unknown) =>
  fail('failed-precondition', REFUND_MESSAGES.refused(provider, refusalReason(code)));

export const providerUnreachable = (provider: string) =>
  fail('unavailable', REFUND_MESSAGES.unreachable(provider));
