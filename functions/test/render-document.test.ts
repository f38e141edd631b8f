import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderOrderDocument, sellerMentions } from '../src/documents/render-document.js';
import { SELLER, sampleOrder } from './order-fixture.js';
import { readPdf } from './pdf-text.js';

const shop = { seller: SELLER, email: 'contact@fohzshop.fr', phone: '04 78 12 34 56' };
const paid = sampleOrder({
  status: 'paid',
  payment: { ...sampleOrder().payment, status: 'paid', paid_at: '2026-03-03T10:00:00.000Z' },
});

/** The strings drawn on the pages, one a line. */
const drawnText = async (pdf: Uint8Array): Promise<string> =>
  (await readPdf(pdf)).strings.join('\n');

describe('renderOrderDocument', () => {
  it('draws an invoice with the legal mentions, unit prices HT/TTC and the VAT breakdown', async () => {
    const pdf = await renderOrderDocument(shop, paid, {
      kind: 'invoice',
      number: 'FA-2026-000001',
      issued_at: '2026-03-03T10:00:01.000Z',
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await drawnText(pdf);
    for (const expected of [
      'FACTURE',
      'N° FA-2026-000001',
      'FohzShop SAS',
      'SIREN 912345678 - RCS Lyon',
      'TVA intracommunautaire : FR12912345678',
      'Commande FZ-2026-000042 du 02/03/2026',
      'Léa Martin',
      '2 749,17 €', // 3 299,00 € TTC → HT
      '3 299,00 €',
      '10,75 €', // 12,90 € TTC → HT
      '38,70 €',
      '2 781,42 €', // total HT
      '556,28 €', // TVA 20 %
      '3 337,70 €',
      'Payé par virement bancaire le 03/03/2026. Facture acquittée.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('ō');
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getTitle()).toBe('Facture FA-2026-000001');
  });

  it('draws a partial credit note referencing the invoice', async () => {
    const pdf = await renderOrderDocument(shop, paid, {
      kind: 'credit_note',
      number: 'AV-2026-000003',
      issued_at: '2026-03-20T10:00:00.000Z',
      amountCents: 1290,
      invoice: { number: 'FA-2026-000001', issued_at: '2026-03-03T10:00:01.000Z' },
    });
    const text = await drawnText(pdf);
    expect(text).toContain("FACTURE D'AVOIR");
    expect(text.replace(/\n/g, ' ')).toContain('Avoir sur la facture FA-2026-000001 du 03/03/2026');
    expect(text).toContain('12,90 €');
    expect(text).toContain('2,15 €'); // VAT of 12,90 €
  });

  it('breaks long orders over several pages', async () => {
    const item = paid.items[0]!;
    const many = {
      ...paid,
      items: Array.from({ length: 50 }, (_, i) => ({
        ...item,
        name: `${item.name} n°${i} `.repeat(4),
      })),
    };
    const pdf = await renderOrderDocument(shop, many, {
      kind: 'invoice',
      number: 'FA-2026-000002',
      issued_at: '2026-03-03T10:00:01.000Z',
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
  });

  it('shows the éco-participation of each line and of the total apart from the price', async () => {
    const order = {
      ...paid,
      items: paid.items.map((item, i) => (i === 0 ? { ...item, eco_fee: 7.5 } : item)),
      totals: { ...paid.totals, eco_fee: 7.5 },
    };
    const text = await drawnText(
      await renderOrderDocument(shop, order, {
        kind: 'invoice',
        number: 'FA-2026-000002',
        issued_at: '2026-03-03T10:00:01.000Z',
      }),
    );
    expect(text).toContain('dont éco-participation');
    expect(text.match(/dont éco-participation/g)).toHaveLength(2); // the line and the total
    expect(text).toContain('7,50 €');
    expect(text).toContain('3 337,70 €'); // included in the price: the total is unchanged
    const without = await drawnText(
      await renderOrderDocument(shop, paid, {
        kind: 'invoice',
        number: 'FA-2026-000003',
        issued_at: '2026-03-03T10:00:01.000Z',
      }),
    );
    expect(without).not.toContain('éco-participation');
  });

  it('states the seller identity in one line', () => {
    expect(sellerMentions(SELLER)).toBe(
      'FōhzShop SAS, SAS au capital de 10 000,00 € - siège social : 12 rue de la Mobilité, 69007 Lyon - SIREN 912345678 (SIRET 91234567800012) - RCS Lyon - TVA intracommunautaire FR12912345678',
    );
  });
});
