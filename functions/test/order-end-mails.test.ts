// The e-mails of an order that ended unpaid: French subject, HTML and text saying the same
// thing — what happened, nothing taken, items back on sale, how to order again.
import { describe, expect, it } from 'vitest';
import { ORDER_EVENTS } from '@fohzshop/shared/order-messages';
import { renderOrderMail } from '../src/mail/order-mail-content.js';
import { SHOP, sampleOrder } from './order-fixture.js';

const transfer = sampleOrder();
const card = sampleOrder({
  payment: { method: 'card', provider: 'stripe', status: 'failed' },
  status: 'cancelled',
});
const instalments = sampleOrder({
  payment: { method: 'instalments', provider: 'alma', status: 'cancelled', instalments: 3 },
  status: 'expired',
});

describe('e-mails of an order that ended unpaid', () => {
  it('say the card payment was refused, nothing was taken, and how to order again', () => {
    const mail = renderOrderMail('payment_failed', card, SHOP);
    expect(mail.subject).toBe('Paiement refusé : votre commande FZ-2026-000042 est annulée');
    expect(mail.text).toContain(
      'Le paiement de 3 337,70 € par carte bancaire pour votre commande FZ-2026-000042 a été refusé',
    );
    expect(mail.text).toContain("aucun montant n'a été débité");
    expect(mail.text).toContain('remis en vente');
    expect(mail.text).toContain('Commander de nouveau');
    expect(mail.text).toContain('- 3 × Chambre à air 10 pouces');
    expect(mail.text).not.toContain('virement est parti');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Dualtron Thunder 3 « édition ō »');
  });

  it('say an unpaid transfer expired at its deadline, and how a late transfer comes back', () => {
    const mail = renderOrderMail('order_expired', { ...transfer, status: 'expired' }, SHOP);
    expect(mail.subject).toBe('Votre commande FZ-2026-000042 est annulée : paiement non reçu');
    expect(mail.text).toContain(
      "Nous n'avons pas reçu votre virement de 3 337,70 € pour la commande FZ-2026-000042 dans le délai prévu (avant le 09/03/2026)",
    );
    expect(mail.text).toContain('nous vous le rembourserons intégralement');
    expect(mail.html).toContain('remis en vente');
  });

  it('say an abandoned online payment expired without any debit', () => {
    const mail = renderOrderMail('order_expired', instalments, SHOP);
    expect(mail.text).toContain(
      "par paiement en plusieurs fois (3 fois) n'a pas été finalisé dans le délai",
    );
    expect(mail.text).toContain("aucun montant n'a été débité");
  });

  it('say who cancelled: the customer, or the shop', () => {
    const byCustomer = sampleOrder({
      ...instalments,
      status: 'cancelled',
      history: [
        { at: '2026-03-02T09:10:00.000Z', event: ORDER_EVENTS.cancelledByCustomer, by: 'customer' },
      ],
    });
    const mine = renderOrderMail('order_cancelled', byCustomer, SHOP);
    expect(mine.subject).toBe('Votre commande FZ-2026-000042 est annulée');
    expect(mine.text).toContain('est annulée, comme vous l’avez demandé.');
    const byShop = sampleOrder({
      status: 'cancelled',
      history: [{ at: '2026-03-03T09:00:00.000Z', event: 'Statut : Annulée', by: 'admin' }],
    });
    const theirs = renderOrderMail('order_cancelled', byShop, SHOP);
    expect(theirs.text).toContain('Votre commande FZ-2026-000042 du 02/03/2026 est annulée.');
    expect(theirs.text).toContain("Aucun paiement n'a été encaissé");
    expect(theirs.text).toContain('virement est parti');
  });
});
