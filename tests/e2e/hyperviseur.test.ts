// The Hyperviseur end to end in Chromium, one continuous story on one product and one order:
// the demo admin creates a product that a visitor's catalogue shows live, changes its stock
// (the visitor's card follows), takes a bank-transfer order of it for the demo customer with
// « Nouvelle commande », edits it while unpaid (another product added, address corrected), finds
// the unit it holds on the products screen, marks the transfer received, ships and delivers it, refunds part of it (a credit note), then finds
// the revenue and the refund in the grand livre and downloads its CSV. On the way it gets a photo,
// which its served page shows as <picture> in every size. A signed-in customer
// typing /hyperviseur/commandes sees none of it (the admin chunks: hyperviseur-chunks.test.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, uncaughtErrors } from './support/browser';
import { downloadOf } from './support/files';
import {
  createTransferOrder,
  eur,
  fileAmount,
  openScreen,
  plain,
  toast,
} from './support/hyperviseur';
import { demoCustomerUid, waitForDb } from './support/paid-order';
import { addPhotoInForm, expectServedPhoto } from './support/product-photo';
import { signIn } from './support/session';
import { adminDb, DEMO_ADMIN, DEMO_CUSTOMER } from './support/stack';

type Row = Record<string, unknown>;
const stamp = Date.now().toString(36);
const PRODUCT_NAME = `Garde-boue e2e ${stamp}`;
const REFUND_CENTS = 1000;

let admin: Page;
let productId = '';
let other: Row;
let orderId = '';
let number = '';
let totalCents = 0;

const order = () => waitForDb<Row>(`orders/${orderId}`, (o) => o !== null);
const stockOf = async (id: string) => Number(await adminDb().get(`products/${id}/stock`));

beforeAll(async () => {
  // A second product to add to the order while it is unpaid: a cheap part well in stock.
  const products = (await adminDb().get('products')) as Record<string, Row>;
  other = Object.values(products).find(
    (p) => p.type === 'Pièce détachée' && Number(p.stock) >= 3 && Number(p.price) < 100,
  )!;
  expect(other).toBeDefined();
  admin = await signIn('/hyperviseur/produits', DEMO_ADMIN);
});

afterAll(async () => {
  await admin?.context().close();
});

describe('Hyperviseur: a product, its order and the books', () => {
  it('creates a product that a visitor sees live, then changes its stock in the table', async () => {
    const visitor = await newPage();
    await visitor.goto('/pieces-detachees');
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.mouse.move(10, 10); // the live listener starts at the first interaction

    await admin.getByRole('heading', { name: 'Produits', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Nouveau produit' }).click();
    const form = admin.getByRole('form', { name: 'Nouveau produit' });
    await form.getByLabel('Nom').fill(PRODUCT_NAME);
    await form.getByLabel('Type').selectOption('Pièce détachée');
    await form.getByLabel('Marque').selectOption('FōhzShop');
    await form.getByLabel('Prix TTC (€)').fill('19,90');
    await form.getByRole('textbox', { name: 'Stock', exact: true }).fill('7');
    await form.getByRole('textbox', { name: 'Image 1', exact: true }).fill('pas-une-url');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Invalid URL').waitFor();
    await form
      .getByRole('textbox', { name: 'Image 1', exact: true })
      .fill('https://exemple.fr/garde-boue.webp');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(admin, 'Produit sauvegardé avec succès.');

    const products = await waitForDb<Record<string, Row>>('products', (all) =>
      Object.values(all ?? {}).some((p) => p.name === PRODUCT_NAME),
    );
    const created = Object.values(products).find((p) => p.name === PRODUCT_NAME)!;
    productId = String(created.product_id);
    expect(created).toMatchObject({ price: 19.9, stock: 7 });
    await visitor.getByText(PRODUCT_NAME).first().waitFor({ timeout: 30_000 });
    // Its own page is served at once, rendered from the live catalogue: no build, no deploy.
    const pageUrl = new URL(`/pieces-detachees/${productId}`, visitor.url());
    await expect
      .poll(async () => (await fetch(pageUrl)).status, { timeout: 20_000, interval: 500 })
      .toBe(200);
    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain(`<title>${PRODUCT_NAME} | FōhzShop</title>`);
    expect(html).toContain('id="product-jsonld"');

    // Out of stock, then 5 again: the visitor's card follows both without a reload.
    const card = visitor.locator(`article[data-product-id="${productId}"]`);
    await admin.getByLabel('Rechercher un produit').fill(stamp);
    for (const [stock, state] of [
      [0, 'Rupture de stock'],
      [5, 'En stock'],
    ] as const) {
      const field = admin.getByLabel(`Stock de ${PRODUCT_NAME}`);
      await field.fill(String(stock));
      await field.press('Enter');
      await toast(admin, 'Produit mis à jour avec succès.');
      await waitForDb<Row>(`products/${productId}`, (p) => p?.stock === stock);
      await expect
        .poll(() => card.getByTestId('stock').textContent(), { timeout: 15_000 })
        .toBe(state);
    }
    expect(uncaughtErrors(visitor)).toEqual([]);
    await visitor.context().close();
  });

  it('adds a photo to it: the page serves the photo in every size, preloaded', async () => {
    expect(productId).not.toBe('');
    await admin.getByRole('button', { name: 'Modifier', exact: true }).click();
    await addPhotoInForm(admin, `Modifier ${PRODUCT_NAME}`, 'Garde-boue vu de profil');
    await toast(admin, 'Produit mis à jour avec succès.');
    await expectServedPhoto(
      new URL(`/pieces-detachees/${productId}`, admin.url()),
      'Garde-boue vu de profil',
    );
  });

  it('takes a bank-transfer order of it for a customer, then edits it while unpaid', async () => {
    expect(productId).not.toBe('');
    await openScreen(admin, 'Commandes', '/hyperviseur/commandes');
    orderId = await createTransferOrder(admin, {
      email: DEMO_CUSTOMER.email,
      uid: await demoCustomerUid(),
      search: stamp,
      productId,
      quantity: 2,
    });
    const created = await order();
    number = String(created.number);
    expect(created).toMatchObject({ status: 'pending_payment', totals: { total: 39.8 } });
    await admin.getByRole('heading', { name: `Commande ${number}` }).waitFor();
    expect(await stockOf(productId)).toBe(3);

    // One unit less of ours, one of another product: the stock of both moves exactly.
    const otherStock = await stockOf(String(other.product_id));
    const items = admin.getByRole('region', { name: 'Articles' });
    await items.getByRole('button', { name: 'Modifier les articles' }).click();
    await items.getByLabel(`Quantité de ${PRODUCT_NAME}`).fill('1');
    await items.getByLabel('Rechercher un produit à ajouter').fill(String(other.name));
    await items.getByLabel('Produit', { exact: true }).selectOption(String(other.product_id));
    await items.getByRole('button', { name: 'Ajouter un produit' }).click();
    await items.getByRole('button', { name: 'Enregistrer les articles' }).click();
    await toast(admin, 'Commande mise à jour avec succès.');
    const edited = await waitForDb<Row>(
      `orders/${orderId}`,
      (o) => (o?.items as Row[]).length === 2,
    );
    totalCents = Math.round(Number((edited.totals as Row).total) * 100);
    expect(totalCents).toBe(1990 + Math.round(Number(other.price) * 100));
    expect(await stockOf(productId)).toBe(4);
    expect(await stockOf(String(other.product_id))).toBe(otherStock - 1);

    // The delivery address: an overseas postal code is refused in French, then corrected.
    await admin.getByRole('button', { name: 'Modifier les adresses' }).click();
    const addresses = admin.getByRole('form', { name: 'Adresses de la commande' });
    const shipping = addresses.getByRole('group', { name: 'Adresse de livraison' });
    await shipping.getByLabel('Code postal').fill('97400');
    await addresses.getByRole('button', { name: 'Enregistrer les adresses' }).click();
    await shipping.getByText(/France métropolitaine uniquement/).waitFor();
    await shipping.getByLabel('Code postal').fill('13006');
    await shipping.getByLabel("Complément d'adresse").fill('Interphone 12');
    await addresses.getByRole('button', { name: 'Enregistrer les adresses' }).click();
    await toast(admin, 'Commande mise à jour avec succès.');
    await waitForDb<Row>(
      `orders/${orderId}`,
      (o) => (o?.shipping_address as Row).postal_code === '13006',
    );
    await admin.getByRole('region', { name: 'Client' }).getByText('Interphone 12').waitFor();

    // The products screen: the unit this unpaid order holds, and the hold, which leads back to it.
    await openScreen(admin, 'Produits', '/hyperviseur/produits');
    await admin.getByLabel('Rechercher un produit').fill(stamp);
    await admin.getByRole('button', { name: `Réservations de ${PRODUCT_NAME} : 1` }).click();
    const hold = admin.getByRole('dialog').getByTestId(`hold-${orderId}`);
    await hold.getByText('Virement bancaire').waitFor();
    await hold.getByText(/expire le \d{1,2} \S+ \d{4} à \d\d:\d\d/).waitFor();
    await hold.getByRole('link', { name: number }).click();
    await admin.getByRole('heading', { name: `Commande ${number}` }).waitFor();
    expect(uncaughtErrors(admin)).toEqual([]);
  });

  it('marks the transfer received, ships and delivers it', async () => {
    await admin.getByRole('button', { name: 'Virement reçu' }).click();
    await waitForDb<Row>(`orders/${orderId}`, (o) => o?.status === 'paid');
    // Paid: its content can no longer change, and it can no longer be deleted.
    await admin.getByRole('button', { name: 'Marquer expédiée' }).waitFor();
    expect(await admin.getByRole('button', { name: 'Modifier les articles' }).count()).toBe(0);
    expect(await admin.getByRole('button', { name: 'Supprimer', exact: true }).count()).toBe(0);
    const delivery = admin.getByRole('region', { name: 'Livraison' });
    await delivery.getByLabel('Transporteur').fill('Colissimo');
    await delivery.getByLabel('N° de suivi').fill('6A12345678901');
    await delivery.getByRole('button', { name: 'Marquer expédiée' }).click();
    await waitForDb<Row>(`orders/${orderId}`, (o) => o?.status === 'shipped');
    await delivery.getByRole('button', { name: 'Marquer livrée' }).click();
    const delivered = await waitForDb<Row>(`orders/${orderId}`, (o) => o?.status === 'delivered');
    expect(delivered.delivery).toMatchObject({
      carrier: 'Colissimo',
      tracking_number: '6A12345678901',
    });
    await admin
      .getByRole('region', { name: 'Historique' })
      .getByText(/Livrée/)
      .first()
      .waitFor();
    expect(uncaughtErrors(admin)).toEqual([]);
  });

  it('refunds part of it, with a credit note', async () => {
    const payment = admin.getByRole('region', { name: 'Paiement' });
    await payment.getByLabel(/Montant à rembourser/).fill(fileAmount(REFUND_CENTS));
    await payment.getByRole('button', { name: 'Rembourser ce montant' }).click();
    await toast(admin, 'Remboursement enregistré avec succès.');
    const refunded = await waitForDb<Row>(
      `orders/${orderId}`,
      (o) => Object.keys((o?.credit_notes as Row | undefined) ?? {}).length === 1,
    );
    expect(refunded.payment).toMatchObject({ status: 'partially_refunded', refunded_amount: 10 });
    const [note] = Object.values(refunded.credit_notes as Record<string, Row>);
    await admin
      .getByRole('region', { name: 'Documents' })
      .getByText(`Avoir ${String(note!.number)}`)
      .waitFor();
  });

  it('shows the revenue and the refund in the grand livre and downloads them as CSV', async () => {
    await openScreen(admin, 'Grand livre', '/hyperviseur/grand-livre');
    await admin.getByRole('heading', { name: 'Grand livre', level: 1 }).waitFor();
    await admin.getByLabel('Rechercher une écriture').fill(number);
    const rows = admin
      .getByRole('table', { name: 'Écritures du grand livre' })
      .locator('tbody tr')
      .filter({ hasText: number });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    // Cells as shown (the refund may be shown signed or not): one row each.
    const cells = await Promise.all(
      (await rows.all()).map(async (row) => (await row.locator('td').allInnerTexts()).map(plain)),
    );
    const refund = [eur(REFUND_CENTS), eur(-REFUND_CENTS)];
    expect(cells.filter((row) => row.includes(eur(totalCents)))).toHaveLength(1);
    expect(cells.filter((row) => row.some((cell) => refund.includes(cell)))).toHaveLength(1);

    const csv = await downloadOf(admin, () =>
      admin.getByRole('button', { name: 'Exporter en CSV' }).click(),
    );
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .split('\r\n')
      .filter((line) => line.includes(number))
      .map((line) => line.split(';'));
    expect(lines).toHaveLength(2);
    const refundCells = [fileAmount(REFUND_CENTS), fileAmount(-REFUND_CENTS)];
    expect(lines.filter((cells) => cells.includes(fileAmount(totalCents)))).toHaveLength(1);
    expect(lines.filter((cells) => cells.some((c) => refundCells.includes(c)))).toHaveLength(1);
    expect(uncaughtErrors(admin)).toEqual([]);
  });

  it('shows nothing of it to a customer who types /hyperviseur/commandes', async () => {
    const customer = await signIn('/hyperviseur/commandes', DEMO_CUSTOMER);
    await customer.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    expect(await customer.getByText(number).count()).toBe(0);
    expect(await customer.getByRole('navigation', { name: "Menu de l'Hyperviseur" }).count()).toBe(
      0,
    );
    await customer.context().close();
  });
});
