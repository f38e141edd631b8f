// French texts of the Hyperviseur's order management: refusals of the admin order callables and
// the history lines they append to an order (shown on its dated timeline).
import { formatCents } from './money';

export const ADMIN_ORDER_MESSAGES = {
  customerNoEmail:
    "Ce client n'a pas d'adresse e-mail : ajoutez-la à sa fiche avant de lui créer une commande.",
  editOnlyUnpaid: (status: string) =>
    `Les articles et les adresses ne se modifient qu'avant le paiement (la commande est « ${status} »).`,
  editOnlyTransfer:
    "Les articles d'une commande payable en ligne ne se modifient pas : annulez-la puis créez-en une nouvelle.",
  changedMeanwhile: 'La commande a été modifiée entre-temps : rechargez-la puis recommencez.',
  statusElsewhere: (status: string, where: string) =>
    `Le statut « ${status} » ne se choisit pas ici : ${where}.`,
  whereForPayment: 'utilisez la gestion des paiements',
  whereForDelivery: 'utilisez la gestion de la livraison',
  whereAutomatic: "il est donné automatiquement à l'expiration du délai de paiement",
  cancelPaid: "Cette commande a été payée : remboursez-la (Paiements) au lieu de l'annuler.",
  deletePaid: "Cette commande a été payée : remboursez-la d'abord.",
  deleteInvoiced:
    'Cette commande a été facturée : ses factures et avoirs doivent être conservés, elle ne peut pas être supprimée.',
  deliveryUnchanged: (status: string) =>
    `La livraison est déjà « ${status} » : indiquez un transporteur ou un numéro de suivi à modifier.`,
  noReturn: "Cette commande n'a pas de demande de retour.",
  returnRefundFirst:
    "Remboursez d'abord le paiement (Paiements) avant de marquer le retour « Remboursé ».",
  paymentByProvider: (status: string) =>
    `Le statut de paiement « ${status} » est donné par le prestataire de paiement, pas à la main.`,
  refundAmountRequired: 'Indiquez le montant à rembourser.',
  refundPositive: 'Le montant à rembourser doit être supérieur à zéro.',
  refundTooHigh: (remainingCents: number) =>
    `Le remboursement dépasse ce qui reste à rembourser (${formatCents(remainingCents)}).`,
  refundFullMismatch: (remainingCents: number) =>
    `Un remboursement total doit solder la commande : il reste ${formatCents(remainingCents)} à rembourser.`,
  refundNeedsReturn:
    'La commande a été livrée : le remboursement total attend la réception du retour (statut « Reçu »).',
} as const;

/** History lines written by the Hyperviseur. */
export const ADMIN_ORDER_EVENTS = {
  created: 'Commande créée par la boutique',
  edited: (parts: readonly string[]) => `Commande modifiée : ${parts.join(', ')}`,
  editedItems: 'articles',
  editedShipping: 'adresse de livraison',
  editedBilling: 'adresse de facturation',
  editedNote: 'note interne',
  status: (status: string) => `Statut : ${status}`,
  delivery: (status: string) => `Livraison : ${status}`,
  deliveryInfo: (carrier: string, tracking: string) =>
    `Livraison : transporteur « ${carrier || '—'} », suivi « ${tracking || '—'} »`,
  returnStatus: (status: string) => `Retour : ${status}`,
  refund: (cents: number, full: boolean) =>
    `Remboursement ${full ? 'total' : 'partiel'} de ${formatCents(cents)}`,
  paymentCancelled: 'Paiement annulé par la boutique : commande annulée',
} as const;
