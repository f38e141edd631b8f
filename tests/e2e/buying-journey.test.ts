// A first purchase in one go, as a new customer makes it: a visitor fills a cart, goes to pay,
// creates an account from the login page, lands back on the payment with the cart merged into the
// new account, gives a delivery address, chooses the bank transfer, which waits for a confirmed
// e-mail address: the shop's link arrives in the mail catcher, opening it verifies the address
// (Auth emulator) and leads back to the payment; the order is placed by transfer (IBAN and
// reference shown), found in « Mes commandes », and cancelled there: its stock comes back.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productPath } from '@fohzshop/shared/routes';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { Locator } from 'playwright-core';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { linkAfter, waitForMail } from './support/mail';
import { adminDb } from './support/stack';
import { dismissCookies, uidOf } from './support/session';

const PASSWORD = 'Trottinette-2026';
const ORDER_BUTTON = 'Commander avec obligation de paiement';

async function aPart(): Promise<Product> {
  const products = (await adminDb().get('products')) as Record<string, Product>;
  const part = Object.values(products).find(
    (p) => p.type === 'Pièce détachée' && !p.backorder && p.stock >= 3 && p.price >= 10,
  );
  if (!part) throw new Error('aucune pièce en stock dans la base e2e');
  return part;
}

async function deliverToLyon(form: Locator): Promise<void> {
  await form.getByRole('radio', { name: /Livrer à une nouvelle adresse/ }).check();
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel(/^Nom(\s*\*)?$/).fill('Lefèvre');
  await form.getByLabel(/^Adresse(\s*\*)?$/).fill('3 place Bellecour');
  await form.getByLabel('Code postal').fill('69002');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByRole('radio', { name: /Virement bancaire/ }).check();
  await form.getByRole('checkbox', { name: /J'ai lu et j'accepte/ }).check();
}

describe('first purchase', () => {
  it('cart as a visitor, sign-up on the way, cart merged, bank transfer, order in the account', async () => {
    const part = await aPart();
    const email = `premier-achat-${randomUUID().slice(0, 8)}@example.fr`;
    const page = await newPage();

    await page.goto(productPath(part));
    await waitForHydration(page);
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '2',
    );

    await page.goto('/mon-panier');
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await page.waitForURL('**/connexion');
    await page.getByRole('link', { name: 'Créer mon compte' }).click();
    await page.waitForURL('**/creer-mon-compte');
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel(/^Nom(\s*\*)?$/).fill('Lefèvre');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // Back to the payment, the device cart now on the new account.
    await page.waitForURL('**/mon-panier/paiement', { timeout: 20_000 });
    await page.getByText(part.name).first().waitFor();
    const uid = await uidOf(email);
    await expect
      .poll(async () => adminDb().get(`carts/${uid}/items/${part.product_id}/quantity`))
      .toBe(2);

    // A new account's address is not confirmed: the transfer waits for it, the card does not.
    let form = page.getByRole('form', { name: 'Paiement de la commande' });
    await deliverToLyon(form);
    const notice = form.getByTestId('transfer-email-check');
    await notice.getByText('Le virement demande une adresse e-mail confirmée.').waitFor();
    await notice.getByText(/Vous pouvez aussi payer par carte/).waitFor();
    await form.getByRole('button', { name: ORDER_BUTTON }).click();
    await form.getByText(/confirmez d’abord votre adresse e-mail avec le lien/).waitFor();
    await notice.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
    await notice.getByText(`Lien envoyé à ${email}.`).waitFor();
    // Not opened yet: Auth still says no.
    await notice.getByRole('button', { name: 'J’ai confirmé mon adresse' }).click();
    await notice.getByText(/pas encore confirmée/).waitFor();
    expect(await adminDb().get(`carts/${uid}/items/${part.product_id}/quantity`)).toBe(2);

    // The shop's e-mail; its link verifies the address and leads back to the payment, which asks
    // Auth again on arrival (?adresse-confirmee=1): the transfer is offered without a notice.
    const mail = await waitForMail(email, /^Confirmez votre adresse e-mail/);
    await page.goto(linkAfter(mail, 'Confirmer mon adresse e-mail'));
    await page.waitForURL('**/mon-panier/paiement?adresse-confirmee=1', { timeout: 20_000 });
    await page.getByText(part.name).first().waitFor();
    form = page.getByRole('form', { name: 'Paiement de la commande' });
    await deliverToLyon(form);
    expect(await form.getByTestId('transfer-email-check').count()).toBe(0);
    await form.getByRole('button', { name: ORDER_BUTTON }).click();

    await page.waitForURL('**/commande-validee?commande=*');
    const orderId = new URL(page.url()).searchParams.get('commande') ?? '';
    const order = (await adminDb().get(`orders/${orderId}`)) as {
      number: string;
      user_id: string;
      items: { product_id: string; quantity: number }[];
      shipping_address: { city: string };
    };
    expect(order.user_id).toBe(uid);
    expect(order.items).toEqual([
      expect.objectContaining({ product_id: part.product_id, quantity: 2 }),
    ]);
    expect(order.shipping_address.city).toBe('Lyon');
    await page.getByText('FR76 3000 6000 0112 3456 7890 189').waitFor();
    await page.getByText(order.number, { exact: true }).first().waitFor();
    expect(await adminDb().get(`carts/${uid}/items`)).toBeNull();

    await page.getByRole('link', { name: 'Voir ma commande' }).click();
    await page.getByRole('heading', { name: `Commande ${order.number}` }).waitFor();
    expect(await adminDb().get(`products/${part.product_id}/stock`)).toBe(part.stock - 2);
    await page.goto('/mon-compte/mes-commandes');
    await page.getByRole('link', { name: `Commande ${order.number}`, exact: true }).click();

    // The transfer will not be made after all: cancelled from the account, the stock is back.
    const actions = page.getByTestId('payment-actions');
    await actions.getByText('Vous n’avez pas encore fait le virement ?').waitFor();
    expect(await page.getByRole('button', { name: 'Reprendre le paiement' }).count()).toBe(0);
    await actions.getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Commande annulée par le client (virement non effectué)').waitFor();
    expect(await adminDb().get(`orders/${orderId}/status`)).toBe('cancelled');
    expect(await adminDb().get(`products/${part.product_id}/stock`)).toBe(part.stock);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
