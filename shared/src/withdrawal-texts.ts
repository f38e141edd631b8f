// The withdrawal function's French texts and the statement it acknowledges: one wording for the
// page, the account, the e-mails and the tests.
import { SITE_NAME } from './constants';
import { WITHDRAWAL_SCOPE_LABELS, type WithdrawalScope } from './form-limits';
import { WITHDRAWAL_PERIOD_DAYS, lastDayOf, parisDateTime } from './withdrawal';

export const WITHDRAWAL_TEXTS = {
  /** D221-5: the function's label (décret 2026-3 wording). */
  link: 'Renoncer au contrat ici',
  title: 'Renoncer au contrat',
  /** D221-5: the separate confirmation. */
  confirm: 'Confirmer la rétractation',
  review: 'Vérifier ma déclaration',
  /** The one answer to every accepted statement, matching an order or not. */
  received:
    'Si les informations correspondent à une commande, l’accusé de réception est envoyé à l’adresse e-mail de la commande, avec le contenu de votre déclaration et sa date et heure d’envoi.',
  nothingArrived:
    'Rien reçu d’ici quelques minutes ? Regardez dans vos courriers indésirables, puis vérifiez le numéro de commande (dans l’e-mail de confirmation, sous la forme FZ-2026-000123), l’adresse e-mail utilisée pour la commande et le nom indiqué pour la livraison ou la facturation, et envoyez à nouveau le formulaire. Vous pouvez aussi nous écrire depuis la page « Nous contacter ».',
  notStarted: `Vous pouvez vous rétracter dès maintenant et jusqu’à ${WITHDRAWAL_PERIOD_DAYS} jours après la livraison du dernier article.`,
  openUntil: (end: Date) => `Vous pouvez vous rétracter jusqu’au ${lastDayOf(end)} inclus.`,
  ended: (end: Date) =>
    `Le délai de rétractation de cette commande a pris fin le ${lastDayOf(end)} : il n’est plus possible de s’en rétracter.`,
  sent: 'Rétractation envoyée',
  orderTooMany:
    'Trop de déclarations ont été envoyées pour ce numéro de commande aujourd’hui. Réessayez demain, ou écrivez-nous par e-mail.',
  failed: 'La déclaration n’a pas pu être envoyée. Réessayez dans un instant.',
  /** The order's history line (seen by the customer and the shop). */
  historyEvent: 'Rétractation reçue (fonction de rétractation en ligne)',
} as const;

export type StatementFacts = {
  name: string;
  order_number: string;
  email: string;
  scope: WithdrawalScope;
  items?: string | undefined;
  /** The order's lines (known to the server; the page shows the statement without them). */
  lines?: readonly { name: string; quantity: number }[];
  /** When the statement was received; absent before it is sent. */
  received_at?: string;
};

/** The statement as the consumer confirms it and as the acknowledgement quotes it. */
export function withdrawalStatement(facts: StatementFacts): string[] {
  const goods =
    facts.scope === 'order'
      ? [
          `Biens concernés : ${WITHDRAWAL_SCOPE_LABELS.order.toLowerCase()} ${facts.order_number}`,
          ...(facts.lines ?? []).map((line) => `- ${line.quantity} × ${line.name}`),
        ]
      : [`Biens concernés (commande ${facts.order_number}) : « ${facts.items ?? ''} »`];
  return [
    `À l’attention de ${SITE_NAME} :`,
    'Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous.',
    ...goods,
    `Commande n° : ${facts.order_number}`,
    `Nom du consommateur : ${facts.name}`,
    `Adresse e-mail de la commande : ${facts.email}`,
    ...(facts.received_at ? [`Date et heure d’envoi : ${parisDateTime(facts.received_at)}`] : []),
  ];
}
