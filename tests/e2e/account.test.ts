// The customer account end to end: sign-up (strength rules first), profile and address book,
// live orders (a status change shows on the open order page without reload), forgotten
// password, logout back to the home page.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fohzshop/shared/messages';
import { newPage, uncaughtErrors } from './support/browser';
import { adminDb } from './support/stack';
import { dismissCookies, uidOf } from './support/session';

const PASSWORD = 'Trottinette-2026';

/** An order as placeOrder leaves it once paid by card. */
function paidOrder(orderId: string, uid: string, email: string) {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    order_id: orderId,
    number: 'FZ-2026-900001',
    user_id: uid,
    email,
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
    shipping_address: {
      first_name: 'Inès',
      last_name: 'Durand',
      line1: '8 rue des Lilas',
      postal_code: '44000',
      city: 'Nantes',
      country: 'France',
    },
    payment: { method: 'card', provider: 'stripe', status: 'paid', paid_at: at },
    delivery: { status: 'pending' },
    status: 'paid',
    history: [
      { at, event: 'Commande passée', by: 'customer' },
      { at, event: 'Paiement reçu', by: 'system' },
    ],
    created_at: at,
    updated_at: at,
  };
}

describe('customer account', () => {
  const email = `ines-${randomUUID().slice(0, 8)}@example.fr`;

  it('signs up, edits the profile and the address book, follows an order live, logs out', async () => {
    const page = await newPage();
    await page.goto('/creer-mon-compte');
    await dismissCookies(page);
    await page.getByLabel('Prénom').fill('Inès');
    await page.getByLabel(/^Nom(\s*\*)?$/).fill('Durand');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe').fill('court');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('au moins 10 caractères').waitFor();
    await page.getByText('au moins une lettre majuscule').waitFor();
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByTestId('account-button').waitFor({ timeout: 20_000 });
    const uid = await uidOf(email);

    await page.goto('/mon-compte/mes-informations');
    await page.getByRole('heading', { name: 'Mes informations' }).waitFor();
    await page.getByLabel(/^Téléphone$/).fill('06 11 22 33 44');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText(MESSAGES.userUpdated).first().waitFor();
    expect(await adminDb().get(`users/${uid}/phone`)).toBe('06 11 22 33 44');

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const form = page.getByRole('form', { name: "Ajouter l'adresse" });
    await form.getByLabel(/^Adresse(\s*\*)?$/).fill('8 rue des Lilas');
    await form.getByLabel('Code postal').fill('440');
    await form.getByRole('button', { name: "Ajouter l'adresse" }).click();
    await form.getByText('Le code postal doit comporter 5 chiffres.').waitFor();
    await form.getByLabel('Code postal').fill('44000');
    await form.getByLabel('Ville').fill('Nantes');
    await form.getByRole('button', { name: "Ajouter l'adresse" }).click();
    await page.getByText('Adresse par défaut').waitFor();
    expect(await adminDb().get(`users/${uid}/addresses`)).toEqual([
      {
        first_name: 'Inès',
        last_name: 'Durand',
        line1: '8 rue des Lilas',
        postal_code: '44000',
        city: 'Nantes',
        country: 'France',
      },
    ]);

    const orderId = `e2e-${randomUUID().slice(0, 8)}`;
    await adminDb().update('', { [`orders/${orderId}`]: paidOrder(orderId, uid, email) });
    await page.goto('/mon-compte/mes-commandes');
    await page.getByRole('link', { name: 'Commande FZ-2026-900001', exact: true }).click();
    await page.getByRole('heading', { name: 'Commande FZ-2026-900001' }).waitFor();
    await page.getByTestId('order-timeline').getByText('Paiement reçu').waitFor();

    // The shop ships the parcel: the open page follows without reload.
    const shippedAt = new Date().toISOString();
    await adminDb().update(`orders/${orderId}`, {
      status: 'shipped',
      'delivery/status': 'shipped',
      'delivery/carrier': 'Colissimo',
      'delivery/tracking_number': '6A12345678901',
      'delivery/shipped_at': shippedAt,
      'history/2': { at: shippedAt, event: 'Commande expédiée', by: 'system' },
      updated_at: shippedAt,
    });
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText('Commande expédiée').waitFor({ timeout: 15_000 });
    await page.getByText('6A12345678901').waitFor();
    expect(await timeline.locator('li').allInnerTexts()).toHaveLength(3);

    await page.getByTestId('account-button').click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Vous êtes déconnecté.').first().waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('sends a password reset link from the login page', async () => {
    const page = await newPage();
    await page.goto('/connexion');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await page.getByText('Si un compte existe pour cette adresse').waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
