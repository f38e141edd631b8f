// The withdrawal e-mails and links: the order e-mails carry « Renoncer au contrat ici » with the
// order number; the acknowledgement quotes the statement with its Paris date and time, the time
// it was sent and the refund deadline; a statement past the period is answered with the end date.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderOrderMail } from '../src/mail/order-mail-content.js';
import { statementRecord } from '../src/withdrawals/record-withdrawal.js';
import { acknowledgementMail, notRecordedMail } from '../src/withdrawals/withdrawal-mails.js';
import { SHOP, sampleOrder } from './order-fixture.js';

const LINK =
  'Renoncer au contrat ici :\nhttps://boutique.example/retractation?commande=FZ-2026-000042';

beforeEach(() => {
  process.env.WEB_ORIGIN = 'https://boutique.example/';
});
afterEach(() => {
  delete process.env.WEB_ORIGIN;
});

describe('withdrawal e-mails', () => {
  it('puts the withdrawal link in the confirmation, shipping and delivery e-mails', () => {
    const confirmation = renderOrderMail('order_confirmation', sampleOrder(), SHOP);
    expect(confirmation.text).toContain(LINK);
    expect(confirmation.text).toContain(
      'Vous pouvez également exercer votre droit de rétractation en ligne sur',
    );
    expect(renderOrderMail('shipped', sampleOrder(), SHOP).text).toContain(LINK);
    const delivered = { status: 'delivered' as const, delivered_at: '2026-03-05T10:00:00.000Z' };
    expect(renderOrderMail('delivered', sampleOrder({ delivery: delivered }), SHOP).text).toContain(
      LINK,
    );
    expect(renderOrderMail('payment_received', sampleOrder(), SHOP).text).not.toContain(LINK);
  });

  it('acknowledges the whole statement with its date and time in Paris', () => {
    const record = statementRecord(
      'w1',
      sampleOrder(),
      {
        name: 'Léa Martin',
        order_number: 'FZ-2026-000042',
        email: 'LEA.MARTIN@example.fr',
        scope: 'order',
      },
      '2026-11-27T21:05:09.000Z',
      false,
    );
    expect(record.email).toBe('lea.martin@example.fr');
    const mail = acknowledgementMail(record, '2026-11-27T21:05:10.000Z', SHOP);
    expect(mail.subject).toBe(
      'Accusé de réception de votre rétractation (commande FZ-2026-000042)',
    );
    for (const line of record.statement.split('\n')) expect(mail.text).toContain(line);
    expect(mail.text).toContain(
      'Date et heure d’envoi : 27 novembre 2026 à 22:05:09 (heure de Paris)',
    );
    expect(mail.text).toContain('- 3 × Chambre à air 10 pouces');
    expect(mail.text).toContain('au plus tard le 11 décembre 2026');
    expect(mail.text).toContain('Accusé de réception envoyé le 27 novembre 2026 à 22:05:10');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('tells the order’s address when a statement came after the period', () => {
    const mail = notRecordedMail(
      sampleOrder({ status: 'delivered' }),
      { state: 'ended', endedAt: new Date('2026-12-11T23:00:00.000Z') },
      '2026-12-20T10:00:00.000Z',
      SHOP,
    );
    expect(mail.text).toContain('Elle n’a pas été enregistrée.');
    expect(mail.text).toContain('a pris fin le 11 décembre 2026');
  });
});
