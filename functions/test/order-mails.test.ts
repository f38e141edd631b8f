import { describe, expect, it } from 'vitest';
import { refundsAdded } from '../src/documents/refunds.js';
import { mailsDue } from '@fohzshop/shared/order-mails';
import { renderOrderMail } from '../src/mail/order-mail-content.js';
import { SHOP, sampleOrder } from './order-fixture.js';

const paid = sampleOrder({
  status: 'paid',
  payment: { ...sampleOrder().payment, status: 'paid', paid_at: '2026-03-03T10:00:00.000Z' },
  invoice: { number: 'FA-2026-000007', issued_at: '2026-03-03T10:00:01.000Z' },
});

describe('mailsDue', () => {
  it('asks for the confirmation when the order appears, and nothing for a write that changes no status', () => {
    expect(mailsDue(null, sampleOrder())).toEqual(['order_confirmation']);
    expect(mailsDue(sampleOrder(), { ...sampleOrder(), updated_at: 'x' })).toEqual([]);
    expect(mailsDue(sampleOrder(), null)).toEqual([]);
  });
  it('follows payment, delivery and return changes', () => {
    expect(mailsDue(sampleOrder(), paid)).toEqual(['payment_received']);
    const shipped = { ...paid, delivery: { status: 'shipped' as const, carrier: 'Colissimo' } };
    expect(mailsDue(paid, shipped)).toEqual(['shipped']);
    const delivered = { ...shipped, delivery: { status: 'delivered' as const } };
    expect(mailsDue(shipped, delivered)).toEqual(['delivered']);
    const requested = {
      ...delivered,
      return: { status: 'requested', reason: 'x', requested_at: 'y' },
    };
    expect(mailsDue(delivered, requested)).toEqual(['return_requested']);
    const accepted = { ...requested, return: { ...requested.return, status: 'accepted' } };
    expect(mailsDue(requested, accepted)).toEqual(['return_accepted']);
  });
});

describe('order e-mails', () => {
  it('confirm a transfer order with the bank details, the reference and the withdrawal form', () => {
    const mail = renderOrderMail('order_confirmation', sampleOrder(), SHOP);
    expect(mail.subject).toBe('Confirmation de votre commande FZ-2026-000042');
    expect(mail.text).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(mail.text).toContain('Référence : FZ-2026-000042');
    expect(mail.text).toContain('avant le 09/03/2026');
    expect(mail.text).toContain('3 337,70 €');
    expect(mail.text).toContain('MODÈLE DE FORMULAIRE DE RÉTRACTATION'.charAt(0));
    expect(mail.text).toContain('Modèle de formulaire de rétractation');
    expect(mail.html).toContain(
      '<td style="padding:4px 12px 4px 0;vertical-align:top;font-weight:600">AGRIFRPP</td>',
    );
  });
  it('state the éco-participation included in the total, only when there is one', () => {
    const order = sampleOrder({ totals: { ...sampleOrder().totals, eco_fee: 7.5 } });
    const mail = renderOrderMail('order_confirmation', order, SHOP);
    expect(mail.text).toContain('Total TTC : 3 337,70 €\ndont éco-participation : 7,50 €');
    expect(mail.html).toContain('dont éco-participation');
    expect(renderOrderMail('order_confirmation', sampleOrder(), SHOP).text).not.toContain(
      'éco-participation',
    );
  });
  it('escape what the customer typed in the HTML part', () => {
    const order = sampleOrder({
      shipping_address: { ...sampleOrder().shipping_address, first_name: '<b>Léa</b>' },
    });
    const mail = renderOrderMail('order_confirmation', order, SHOP, { verified: true });
    expect(mail.html).toContain('Bonjour &lt;b&gt;Léa&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Léa</b>');
  });
  it('carry nothing the customer typed to an address not verified, whatever the kind', () => {
    // A stranger signs up with someone else's address and orders with a message as « first name ».
    const aimed = sampleOrder({
      shipping_address: {
        ...sampleOrder().shipping_address,
        first_name: 'Appelez le 06 00 00 00 00',
        last_name: 'Virement urgent',
        line1: 'www.arnaque.test',
        company: 'Service fraude',
      },
    });
    const typed = ['Appelez le 06', 'Virement urgent', 'arnaque.test', 'Service fraude'];
    const kinds = ['order_confirmation', 'payment_received', 'shipped', 'order_cancelled'] as const;
    for (const kind of kinds) {
      for (const mail of [
        renderOrderMail(kind, aimed, SHOP),
        renderOrderMail(kind, aimed, SHOP, { verified: false }),
      ]) {
        expect(mail.text).toContain('Bonjour,');
        for (const text of typed)
          expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(text);
      }
    }
    const verified = renderOrderMail('order_confirmation', aimed, SHOP, { verified: true });
    expect(verified.text).toContain('Bonjour Appelez le 06 00 00 00 00,');
  });
  it('have French subjects and a text part for every kind', () => {
    const cases = [
      ['payment_received', 'Paiement reçu pour votre commande FZ-2026-000042'],
      ['shipped', 'Votre commande FZ-2026-000042 est expédiée'],
      ['delivered', 'Votre commande FZ-2026-000042 est livrée'],
      ['return_requested', 'Votre retour pour la commande FZ-2026-000042 : demandé'],
      ['return_refunded', 'Votre retour pour la commande FZ-2026-000042 : remboursé'],
    ] as const;
    for (const [kind, subject] of cases) {
      const mail = renderOrderMail(kind, paid, SHOP);
      expect(mail.subject).toBe(subject);
      expect(mail.text.length).toBeGreaterThan(80);
      expect(mail.html).toContain('<html lang="fr">');
    }
  });
  it('give carrier and tracking, and the end of the 14-day withdrawal period', () => {
    const shipped = renderOrderMail(
      'shipped',
      { ...paid, delivery: { status: 'shipped', carrier: 'Colissimo', tracking_number: '6A123' } },
      SHOP,
    );
    expect(shipped.text).toContain('Transporteur : Colissimo');
    expect(shipped.text).toContain('Numéro de suivi : 6A123');
    const delivered = renderOrderMail(
      'delivered',
      { ...paid, delivery: { status: 'delivered', delivered_at: '2026-03-10T15:00:00.000Z' } },
      SHOP,
    );
    expect(delivered.text).toContain('14 jours');
    expect(delivered.text).toContain("jusqu'au 24/03/2026 inclus");
    expect(renderOrderMail('payment_received', paid, SHOP).text).toContain('FA-2026-000007');
  });
});

describe('refundsAdded', () => {
  const refund = (amount: number) => ({
    amount,
    at: '2026-03-04T10:00:00.000Z',
    by: 'admin' as const,
  });
  it('lists the refunds recorded by one change, one credit note each', () => {
    const before = { ...paid, payment: { ...paid.payment, refunds: { r1: refund(10) } } };
    const after = {
      ...paid,
      payment: {
        ...paid.payment,
        status: 'partially_refunded' as const,
        refunds: { r1: refund(10), r2: refund(25.5) },
      },
    };
    expect(refundsAdded(before, after)).toEqual([{ key: 'r2', amountCents: 2550 }]);
    expect(refundsAdded(after, after)).toEqual([]);
  });
  it('falls back on the refunded total when refunds are not listed', () => {
    const totals = { items: 100, shipping: 0, discount: 0, total: 100 };
    expect(
      refundsAdded(
        { ...paid, totals },
        { ...paid, totals, payment: { ...paid.payment, status: 'refunded' } },
      ),
    ).toEqual([{ key: 'total-10000', amountCents: 10000 }]);
  });
});
