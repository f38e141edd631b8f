import { describe, expect, it } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { confirmationContent as content_ } from './confirmation-content';

/** fr-FR formats use no-break spaces (« 1 300,00 € »): compared here with plain spaces. */
const confirmationContent = (order: Order) =>
  JSON.parse(JSON.stringify(content_(order)).replace(/[\u00a0\u202f]/g, ' ')) as ReturnType<
    typeof content_
  >;

const TRANSFER = {
  holder: 'FōhzShop SAS',
  bank_name: 'Banque Démo',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP882',
  reference: 'FZ-2026-000042',
};
const SCHEDULE = [
  { date: '2026-03-14', amount: 433.34, status: 'paid' as const },
  { date: '2026-04-14', amount: 433.33, status: 'scheduled' as const },
  { date: '2026-05-14', amount: 433.33, status: 'scheduled' as const },
];

function order(over: Partial<Order> = {}, payment: Partial<Order['payment']> = {}): Order {
  return {
    order_id: 'o1',
    number: 'FZ-2026-000042',
    user_id: 'alice',
    email: 'alice@example.fr',
    items: [
      {
        product_id: 'p1',
        name: 'Kaabo Mantis',
        brand: 'Kaabo',
        type: 'Trottinette électrique',
        unit_price: 1300,
        quantity: 1,
      },
    ],
    totals: { items: 1300, shipping: 0, discount: 0, total: 1300 },
    shipping_address: {
      first_name: 'Léa',
      last_name: 'Martin',
      line1: '1 rue',
      postal_code: '75002',
      city: 'Paris',
      country: 'France',
    },
    payment: { method: 'bank_transfer', status: 'pending', transfer: TRANSFER, ...payment },
    delivery: { status: 'pending' },
    status: 'pending_payment',
    history: [],
    created_at: '2026-03-14T09:30:00.000Z',
    updated_at: '2026-03-14T09:30:00.000Z',
    expires_at: '2026-03-21T09:30:00.000Z',
    ...over,
  };
}

describe('order confirmation content', () => {
  it('bank transfer awaiting payment: bank details, reference, amount and deadline (Paris time)', () => {
    const content = confirmationContent(order());
    expect(content).toMatchObject({
      tone: 'waiting',
      title: 'Commande enregistrée : en attente de votre virement',
      transfer: { ...TRANSFER, amount: '1 300,00 €', deadline: '21 mars 2026 à 10:30' },
      canReorder: false,
    });
    expect(content.message).toContain('la référence FZ-2026-000042');
    expect(content.message).toContain('avant le 21 mars 2026 à 10:30');
    expect(content.schedule).toBeUndefined();
  });

  it('card awaiting the provider: waiting, no bank details', () => {
    const content = confirmationContent(order({}, { method: 'card', transfer: undefined }));
    expect(content).toMatchObject({
      tone: 'waiting',
      title: 'Paiement en attente de confirmation',
    });
    expect(content.message).toContain('par carte');
    expect(content.transfer).toBeUndefined();
  });

  it('instalments: the schedule, before and after the payment', () => {
    const split = { method: 'instalments' as const, instalments: 3 as const, schedule: SCHEDULE };
    const waiting = confirmationContent(order({}, { ...split, transfer: undefined }));
    expect(waiting.message).toContain('en 3 fois sans frais');
    expect(waiting.schedule).toEqual([
      { date: '14 mars 2026', amount: '433,34 €', status: 'Payée' },
      { date: '14 avril 2026', amount: '433,33 €', status: 'À venir' },
      { date: '14 mai 2026', amount: '433,33 €', status: 'À venir' },
    ]);
    const paid = confirmationContent(
      order({ status: 'paid' }, { ...split, status: 'paid', transfer: undefined }),
    );
    expect(paid).toMatchObject({ tone: 'success', title: 'Merci, votre paiement est confirmé' });
    expect(paid.schedule).toHaveLength(3);
  });

  it.each([
    ['bank_transfer', 'Votre virement de 1 300,00 € a bien été reçu.'],
    ['card', 'Votre paiement par carte de 1 300,00 € est accepté.'],
  ] as const)('%s paid: confirmed', (method, start) => {
    const content = confirmationContent(order({ status: 'paid' }, { method, status: 'paid' }));
    expect(content.tone).toBe('success');
    expect(content.message).toContain(start);
    expect(content.transfer).toBeUndefined();
  });

  it.each([
    ['failed', 'Paiement refusé', "n'a pas abouti"],
    ['cancelled', 'Paiement annulé', 'Vous avez annulé le paiement'],
  ] as const)(
    'payment %s: failure, the order cancelled, items may go back',
    (status, title, text) => {
      const content = confirmationContent(
        order({ status: 'cancelled' }, { method: 'card', status, transfer: undefined }),
      );
      expect(content).toMatchObject({ tone: 'failure', title, canReorder: true });
      expect(content.message).toContain(text);
      expect(content.message).toContain('virement bancaire');
    },
  );

  it('an expired transfer order: failure, no bank details any more', () => {
    const content = confirmationContent(order({ status: 'expired' }));
    expect(content).toMatchObject({ tone: 'failure', title: 'Commande expirée', canReorder: true });
    expect(content.transfer).toBeUndefined();
  });

  it('an order cancelled by the shop after payment cannot simply be reordered', () => {
    const content = confirmationContent(order({ status: 'cancelled' }, { status: 'refunded' }));
    expect(content).toMatchObject({ title: 'Commande annulée', canReorder: false });
  });
});
