// The invoice from the customer's account in Chromium: after paying by card on the payment
// sandbox, the demo customer downloads « Télécharger la facture » from the order page; the file is the
// PDF named after its FA- number, with the order number, the product and the total. An order
// still waiting for its bank transfer offers no invoice.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncaughtErrors } from './support/browser';
import { documentEuros, downloadOf, readPdf } from './support/files';
import { demoCustomerUid, placePaidCardOrder, type PaidOrder } from './support/paid-order';
import { adminDb, DEMO_CUSTOMER } from './support/stack';

const stamp = Date.now().toString(36);
const UNPAID_ID = `e2e-inv-${stamp}`;
const UNPAID_NUMBER = `FZ-2099-${String(Date.now() % 1_000_000).padStart(6, '0')}`;

let paid: PaidOrder;
let page: Page;

beforeAll(async () => {
  paid = await placePaidCardOrder();
  page = paid.page;
  const uid = await demoCustomerUid();
  const at = new Date().toISOString();
  // A bank-transfer order waiting for its payment, as placeOrder leaves it.
  await adminDb().update('', {
    [`orders/${UNPAID_ID}`]: {
      order_id: UNPAID_ID,
      number: UNPAID_NUMBER,
      user_id: uid,
      email: DEMO_CUSTOMER.email,
      items: [
        {
          product_id: 'e2e-product',
          name: 'Kaabo Mantis 10',
          brand: 'Kaabo',
          type: 'Trottinette électrique',
          unit_price: 1299,
          quantity: 1,
        },
      ],
      totals: { items: 1299, shipping: 0, discount: 0, total: 1299 },
      shipping_address: DEMO_CUSTOMER.address,
      payment: { method: 'bank_transfer', provider: 'bank_transfer', status: 'pending' },
      delivery: { status: 'pending' },
      status: 'pending_payment',
      history: [{ at, event: 'Commande passée', by: 'customer' }],
      created_at: at,
      updated_at: at,
    },
  });
}, 90_000);

afterAll(async () => {
  await page?.context().close();
});

describe('invoice', () => {
  it('downloads the PDF invoice of a paid order from the account', async () => {
    expect(paid.invoiceNumber).toMatch(/^FA-\d{4}-\d{6}$/);
    await page.goto('/mon-compte/mes-commandes');
    await page.getByRole('link', { name: `Commande ${paid.number}`, exact: true }).click();
    await page.getByRole('heading', { name: `Commande ${paid.number}` }).waitFor();

    const file = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Télécharger la facture' }).click(),
    );
    expect(file.name).toBe(`facture-${paid.invoiceNumber}.pdf`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = await readPdf(file.bytes);
    expect(pdf.title).toBe(`Facture ${paid.invoiceNumber}`);
    expect(pdf.pageCount).toBe(1);
    const { strings } = pdf;
    expect(strings).toContain('FACTURE');
    expect(strings).toContain(`N° ${paid.invoiceNumber}`);
    expect(pdf.text).toContain(`Commande ${paid.number} du `);
    expect(pdf.text).toContain(paid.productName);
    expect(strings).toContain(DEMO_CUSTOMER.email);
    // The amount cell follows its label in the totals block (the last « Total TTC »).
    const total = strings.lastIndexOf('Total TTC');
    expect(total).toBeGreaterThan(-1);
    expect(strings[total + 1]).toBe(documentEuros(paid.totalCents));
    expect(pdf.text).toMatch(
      /Payé par carte bancaire le \d{2}\/\d{2}\/\d{4}\. Facture acquittée\./,
    );
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('orders with BIENVENUE10 (a bad code refused at the field): the invoice shows the discount', async () => {
    const withCode = await placePaidCardOrder({
      page,
      atCheckout: async (checkout) => {
        const field = checkout.getByRole('textbox', { name: 'Code promo' });
        await field.fill('FAUX2026');
        await checkout.getByRole('button', { name: 'Appliquer' }).click();
        await checkout.getByText('Ce code promo n’existe pas. Vérifiez son orthographe.').waitFor();
        await field.fill('bienvenue10');
        await checkout.getByRole('button', { name: 'Appliquer' }).click();
        await checkout.getByText(/^Code BIENVENUE10 appliqué/).waitFor();
        await checkout.getByTestId('checkout-discount').waitFor();
      },
    });
    const order = (await adminDb().get(`orders/${withCode.orderId}`)) as {
      totals: { items: number; discount: number; total: number };
      promotion?: { code: string };
    };
    expect(order.promotion?.code).toBe('BIENVENUE10');
    const discountCents = Math.round(order.totals.discount * 100);
    // 10 % of the scooter, and the card paid what is left.
    expect(discountCents).toBe(Math.round(order.totals.items * 10));
    expect(withCode.totalCents).toBe(Math.round(order.totals.items * 100) - discountCents);

    await page.goto('/mon-compte/mes-commandes');
    await page.getByRole('link', { name: `Commande ${withCode.number}`, exact: true }).click();
    await page.getByRole('heading', { name: `Commande ${withCode.number}` }).waitFor();
    const file = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Télécharger la facture' }).click(),
    );
    const { strings } = await readPdf(file.bytes);
    expect(strings).toContain('Remise Code promo BIENVENUE10');
    expect(strings).toContain(`-${documentEuros(discountCents)}`);
    expect(strings[strings.lastIndexOf('Total TTC') + 1]).toBe(documentEuros(withCode.totalCents));
    expect(uncaughtErrors(page)).toEqual([]);
  }, 90_000);

  it('offers no invoice for an order still waiting for its bank transfer', async () => {
    await page.goto('/mon-compte/mes-commandes');
    await page.getByRole('link', { name: `Commande ${UNPAID_NUMBER}`, exact: true }).click();
    await page.getByRole('heading', { name: `Commande ${UNPAID_NUMBER}` }).waitFor();
    await page.getByRole('region', { name: 'Paiement' }).getByText('En attente').waitFor();
    expect(await page.getByRole('button', { name: 'Télécharger la facture' }).count()).toBe(0);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
