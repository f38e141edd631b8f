// Documents of an order placed with a promotion code: the invoice shows each line's share of
// the discount and its VAT on what was paid; a credit note for a returned line gives back what
// was paid for it (shared/src/promotions), never its list price.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { paidForUnitsCents } from '@fohzshop/shared/promotions/allocation';
import { itemPaidCents } from '@fohzshop/shared/promotions/order-discount';
import { renderOrderDocument } from '../src/documents/render-document.js';
import { renderOrderMail } from '../src/mail/order-mail-content.js';
import { SELLER, sampleOrder } from './order-fixture.js';

const MAIL_SHOP = {
  name: 'FōhzShop',
  email: 'contact@fohzshop.fr',
  phone: '04 78 12 34 56',
  address: '12 rue de la Mobilité, 69007 Lyon',
};
const shop = { seller: SELLER, email: 'contact@fohzshop.fr', phone: '04 78 12 34 56' };

/** The text drawn on the pages (pdf-lib: hex strings in deflated streams). */
function drawnText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      const content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        text += Buffer.from(hex[1]!, 'hex').toString('latin1').replace(/\x80/g, '€') + '\n';
    } catch {
      // not a deflated content stream
    }
  }
  return text;
}

// 3 299,00 € + 3 × 12,90 € = 3 337,70 €; BIENVENUE10: 333,77 € spread 329,90 € + 3,87 €.
const base = sampleOrder();
const discounted = sampleOrder({
  status: 'paid',
  items: [
    { ...base.items[0]!, discount: 329.9 },
    { ...base.items[1]!, discount: 3.87 },
  ],
  totals: { items: 3337.7, shipping: 0, discount: 333.77, total: 3003.93 },
  promotion: { code: 'BIENVENUE10', discount: 333.77 },
  payment: { ...base.payment, status: 'paid', paid_at: '2026-03-03T10:00:00.000Z' },
});

describe('documents of an order with a promotion code', () => {
  it('the invoice shows each line’s discount and the VAT of what was paid', async () => {
    const text = drawnText(
      await renderOrderDocument(shop, discounted, {
        kind: 'invoice',
        number: 'FA-2026-000003',
        issued_at: '2026-03-03T10:00:01.000Z',
      }),
    );
    for (const expected of [
      'Remise Code promo BIENVENUE10',
      '-329,90 €',
      '-3,87 €',
      '2 503,27 €', // total HT of 3 003,93 €
      '500,66 €', // TVA 20 % of what was paid
      '3 003,93 €',
    ])
      expect(text).toContain(expected);
  });

  it('a partial credit note for the returned tubes gives back what they cost, not their list price', async () => {
    const tubes = discounted.items[1]!;
    const paid = itemPaidCents(tubes);
    expect(paid).toBe(3_483); // 38,70 € − 3,87 €
    // Two of the three tubes returned: 23,22 €, the last one 11,61 €.
    expect(paidForUnitsCents(paid, 3, 2)).toBe(2_322);
    const text = drawnText(
      await renderOrderDocument(shop, discounted, {
        kind: 'credit_note',
        number: 'AV-2026-000001',
        issued_at: '2026-03-10T10:00:00.000Z',
        amountCents: paidForUnitsCents(paid, 3, 2),
        invoice: { number: 'FA-2026-000003', issued_at: '2026-03-03T10:00:01.000Z' },
      }),
    );
    expect(text).toContain('23,22 €');
    expect(text).toContain('3,87 €'); // its VAT
    expect(text).not.toContain('25,80 €'); // two tubes at list price
  });

  it('the order e-mail shows the code’s discount line above the total', () => {
    const mail = renderOrderMail('order_confirmation', discounted, MAIL_SHOP);
    expect(mail.text).toContain('Code promo BIENVENUE10 : -333,77 €\nTotal TTC : 3 003,93 €');
  });
});
