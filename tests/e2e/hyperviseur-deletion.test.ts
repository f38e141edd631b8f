// Deleting an unpaid order from the Hyperviseur in Chromium: the confirmation names the action,
// the stock comes back, and the order's number stays listed under « Commandes supprimées » (who,
// when, the stock given back), which explains the gap in the numbering.
import { describe, expect, it } from 'vitest';
import { uncaughtErrors } from './support/browser';
import { createTransferOrder, openScreen, toast } from './support/hyperviseur';
import { demoCustomerUid, waitForDb } from './support/paid-order';
import { signIn } from './support/session';
import { adminDb, DEMO_ADMIN, DEMO_CUSTOMER } from './support/stack';

type Row = Record<string, unknown>;

describe('Hyperviseur: deleting an order', () => {
  it('deletes an unpaid order, gives its stock back and lists it as deleted', async () => {
    const products = (await adminDb().get('products')) as Record<string, Row>;
    const product = Object.values(products).find(
      (p) => p.type === 'Pièce détachée' && Number(p.stock) >= 3,
    )!;
    const productId = String(product.product_id);
    const stock = Number(product.stock);

    const admin = await signIn('/hyperviseur/produits', DEMO_ADMIN);
    await openScreen(admin, 'Commandes', '/hyperviseur/commandes');
    const orderId = await createTransferOrder(admin, {
      email: DEMO_CUSTOMER.email,
      uid: await demoCustomerUid(),
      search: String(product.name),
      productId,
      quantity: 2,
    });
    const { number } = await waitForDb<Row>(`orders/${orderId}`, (o) => o !== null);
    expect(await adminDb().get(`products/${productId}/stock`)).toBe(stock - 2);

    await admin.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Supprimer la commande' });
    await confirm.getByText(/son numéro ne sera pas réutilisé/).waitFor();
    await confirm.getByRole('button', { name: `Supprimer la commande ${String(number)}` }).click();
    await toast(admin, 'Commande supprimée avec succès.');
    await admin.waitForURL('**/hyperviseur/commandes');
    await waitForDb<Row | null>(`orders/${orderId}`, (o) => o === null);
    expect(await adminDb().get(`products/${productId}/stock`)).toBe(stock);

    const deleted = admin
      .getByRole('table', { name: 'Commandes supprimées' })
      .getByRole('row')
      .filter({ hasText: String(number) });
    await deleted.waitFor();
    const cells = await deleted.getByRole('cell').allInnerTexts();
    expect(cells).toEqual([
      String(number),
      `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`,
      expect.stringMatching(/€$/),
      'En attente de paiement',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      `${DEMO_ADMIN.first_name} ${DEMO_ADMIN.last_name}`,
      '2 unités rendues',
    ]);
    expect(uncaughtErrors(admin)).toEqual([]);
    await admin.context().close();
  });
});
