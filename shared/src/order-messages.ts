// French texts of the ordering and payment errors, shown to the customer as they are.

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

export const ORDER_MESSAGES = {
  emptyCart: 'Votre panier est vide.',
  checkoutInProgress:
    'Une commande de ce panier est déjà en cours de validation (dans un autre onglet ?). Patientez quelques secondes, puis consultez « Mes commandes ».',
  badQuantity: 'Une quantité de votre panier est invalide : corrigez-la puis réessayez.',
  tooManyLines: 'Votre panier contient trop de produits différents (50 au maximum).',
  productUnavailable: (name: string) =>
    `« ${name} » n'est plus disponible : retirez-le de votre panier.`,
  outOfStock: (name: string, available: number) =>
    available > 0
      ? `Stock insuffisant pour « ${name} » : ${plural(available, 'exemplaire')} disponible${available > 1 ? 's' : ''}.`
      : `Stock insuffisant pour « ${name} » : ce produit est en rupture de stock.`,
  noEmail: 'Ajoutez une adresse e-mail à votre compte pour commander.',
  requestInProgress:
    'Votre commande est en cours de traitement. Patientez quelques secondes puis vérifiez vos commandes.',
  transferUnavailable: 'Le paiement par virement est momentanément indisponible.',
  onlinePaymentUnavailable:
    'Le paiement en ligne est momentanément indisponible. Choisissez le virement bancaire ou réessayez plus tard.',
  busy: 'La boutique reçoit beaucoup de commandes en ce moment. Réessayez dans un instant.',
  notBankTransfer: "Cette commande n'est pas payée par virement.",
  returnNotDelivered: 'Un retour est possible une fois la commande livrée.',
  returnWindowClosed: (days: number) =>
    `Le délai de rétractation de ${days} jours après la livraison est dépassé.`,
  returnExists: 'Une demande de retour existe déjà pour cette commande.',
  cancelNotPending:
    'Cette commande ne peut plus être annulée : son paiement a déjà abouti ou elle est close.',
  cancelPaid:
    "Votre paiement vient d'aboutir : la commande ne peut plus être annulée. Sa confirmation arrive dans un instant.",
  cancelUnavailable:
    "Le prestataire de paiement ne répond pas : la commande n'a pas été annulée. Réessayez dans un instant.",
} as const;

/** History lines of an order (shown on its dated timeline). */
export const ORDER_EVENTS = {
  placed: 'Commande passée',
  paid: 'Paiement reçu',
  transferReceived: 'Virement reçu',
  paymentFailed: 'Paiement refusé : commande annulée',
  paymentCancelled: 'Paiement annulé : commande annulée',
  expired: 'Paiement non reçu dans le délai : commande annulée',
  returnRequested: 'Demande de retour (rétractation)',
  cancelledByCustomer: 'Commande annulée par le client (paiement abandonné)',
  transferCancelledByCustomer: 'Commande annulée par le client (virement non effectué)',
  transferReminder: 'Rappel envoyé : virement attendu',
} as const;
