// A first purchase with the keyboard alone (accessibility, European Accessibility Act): from the
// home page's menu to a listing, a product, the cart, the sign-up, the checkout by bank transfer
// and the confirmation, focus moved only with Tab / Shift+Tab and controls used only with Enter,
// Space, the arrows or typing (support/keyboard.ts): no mouse, no element.click(). A control Tab
// cannot reach, or focus lost on something invisible, fails the spec. The one step outside the
// shop is the confirmation link, opened from the mail catcher as a mail client would. The
// withdrawal function (« Renoncer au contrat ici ») is used the same way, from the footer link.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import type { Product } from '@fohzshop/shared/schemas/product';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { chooseRadio, describeFocus, pressOn, typeInto } from './support/keyboard';
import { linkAfter, waitForMail } from './support/mail';
import { demoCustomerUid, waitForDb } from './support/paid-order';
import { uidOf } from './support/session';
import { adminDb, DEMO_CUSTOMER } from './support/stack';

const ORDER_BUTTON = 'Commander avec obligation de paiement';
const DELIVERED = 'e2e-withdrawal-keyboard';
const DELIVERED_NUMBER = `FZ-2026-8${String(Date.now()).slice(-5)}`;
const DAY = 24 * 3600 * 1000;

/** A delivered order of the demo customer, its e-mails already sent (as withdrawal.test.ts). */
async function seedDeliveredOrder(): Promise<void> {
  const at = new Date(Date.now() - 5 * DAY).toISOString();
  await adminDb().update('', {
    [`orders/${DELIVERED}`]: {
      order_id: DELIVERED,
      number: DELIVERED_NUMBER,
      user_id: await demoCustomerUid(),
      email: DEMO_CUSTOMER.email,
      items: [
        {
          product_id: 'e2e-keyboard-part',
          name: 'Chambre à air 10 pouces',
          brand: 'Kaabo',
          type: 'Pièce détachée',
          unit_price: 19.9,
          quantity: 1,
        },
      ],
      totals: { items: 19.9, shipping: 0, discount: 0, total: 19.9 },
      shipping_address: {
        ...DEMO_CUSTOMER.address,
        first_name: DEMO_CUSTOMER.first_name,
        last_name: DEMO_CUSTOMER.last_name,
        country: 'France',
      },
      payment: { method: 'card', status: 'paid', paid_at: at },
      delivery: { status: 'delivered', delivered_at: new Date(Date.now() - 2 * DAY).toISOString() },
      status: 'delivered',
      history: [{ at, event: 'Commande passée', by: 'customer' }],
      created_at: at,
      updated_at: at,
      mails: { order_confirmation: at, payment_received: at, shipped: at, delivered: at },
    },
  });
}

afterAll(async () => {
  const withdrawals = ((await adminDb().get('withdrawals')) ?? {}) as Record<string, unknown>;
  const mine = Object.keys(withdrawals).filter(
    (id) => (withdrawals[id] as { order_id?: string }).order_id === DELIVERED,
  );
  await adminDb().update('', {
    [`orders/${DELIVERED}`]: null,
    ...Object.fromEntries(mine.map((id) => [`withdrawals/${id}`, null])),
  });
});

describe('keyboard only', () => {
  it('listing → product → cart → sign-up → checkout by transfer → confirmation', async () => {
    const email = `clavier-${randomUUID().slice(0, 8)}@example.fr`;
    const page = await newPage();
    await page.goto('/');
    await waitForHydration(page);
    await pressOn(page, page.getByRole('button', { name: 'Tout refuser' }));

    // The main menu's « Pièces » disclosure, then its first link.
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await pressOn(page, menu.getByRole('button', { name: 'Pièces' }));
    await pressOn(page, menu.getByRole('link', { name: 'Pièces détachées' }));
    await page.waitForURL('**/pieces-detachees');

    // The first card of the listing that can be bought now.
    const cards = page.locator('article[data-product-id]');
    await cards.first().waitFor();
    const ids = await cards.evaluateAll((all) => all.map((card) => card.dataset.productId ?? ''));
    const products = (await adminDb().get('products')) as Record<string, Product>;
    const part = ids
      .map((id) => products[id])
      .find((p): p is Product => !!p && !p.backorder && p.stock >= 3);
    if (!part) throw new Error('aucune pièce en stock en tête de liste');
    await pressOn(
      page,
      page.locator(`article[data-product-id="${part.product_id}"]`).getByRole('link', {
        name: part.name,
      }),
    );
    await page.getByRole('heading', { level: 1, name: part.name }).waitFor();

    await pressOn(page, page.getByRole('button', { name: 'Ajouter au panier', exact: true }));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    // Back up to the header's cart link.
    await pressOn(page, page.locator('header').getByRole('link', { name: /Mon panier/ }), 'Enter', {
      back: true,
    });
    await page.waitForURL('**/mon-panier');

    await pressOn(page, page.getByRole('button', { name: 'Passer la commande' }));
    await page.waitForURL('**/connexion');
    await pressOn(page, page.locator('main').getByRole('link', { name: 'Créer mon compte' }));
    await page.waitForURL('**/creer-mon-compte');
    const signup = page.locator('main');
    await typeInto(page, signup.getByLabel('Prénom'), 'Inès');
    await typeInto(page, signup.getByLabel(/^Nom(\s*\*)?$/), 'Clavier');
    await typeInto(page, signup.getByLabel('Adresse e-mail'), email);
    await typeInto(page, signup.getByLabel('Mot de passe'), 'Trottinette-2026');
    await pressOn(page, signup.getByRole('button', { name: 'Créer mon compte' }));
    await page.waitForURL('**/mon-panier/paiement', { timeout: 20_000 });
    await page.getByText(part.name).first().waitFor();

    const form = page.getByRole('form', { name: 'Paiement de la commande' });
    await chooseRadio(
      page,
      form.getByRole('radiogroup', { name: 'Adresse de livraison' }),
      form.getByRole('radio', { name: /Livrer à une nouvelle adresse/ }),
    );
    await typeInto(page, form.getByLabel('Prénom'), 'Inès');
    await typeInto(page, form.getByLabel(/^Nom(\s*\*)?$/), 'Clavier');
    await typeInto(page, form.getByLabel(/^Adresse(\s*\*)?$/), '8 rue des Touches');
    await typeInto(page, form.getByLabel('Code postal'), '35000');
    await typeInto(page, form.getByLabel('Ville'), 'Rennes');
    await chooseRadio(
      page,
      form.getByRole('radiogroup', { name: 'Mode de paiement' }),
      form.getByRole('radio', { name: /Virement bancaire/ }),
    );

    // A new account confirms its address before a transfer: the link is asked for, opened from
    // the mailbox in another tab, and the page told so, all from the keyboard on the shop's side.
    const notice = form.getByTestId('transfer-email-check');
    await pressOn(page, notice.getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    await notice.getByText(`Lien envoyé à ${email}.`).waitFor();
    const mail = await waitForMail(email, /^Confirmez votre adresse e-mail/);
    const mailbox = await page.context().newPage();
    await mailbox.goto(linkAfter(mail, 'Confirmer mon adresse e-mail'));
    await mailbox.waitForURL('**/mon-panier/paiement?adresse-confirmee=1', { timeout: 20_000 });
    await mailbox.close();
    await pressOn(page, notice.getByRole('button', { name: 'J’ai confirmé mon adresse' }));
    await notice.waitFor({ state: 'detached' });
    // The confirmed notice goes away: focus stays in the payment choice, not back at the top.
    expect(await describeFocus(page)).toMatch(/Virement bancaire|<input/);

    const cgv = form.getByRole('checkbox', { name: /J'ai lu et j'accepte/ });
    await pressOn(page, cgv, 'Space');
    expect(await cgv.isChecked()).toBe(true);
    await pressOn(page, form.getByRole('button', { name: ORDER_BUTTON }));

    await page.waitForURL('**/commande-validee?commande=*');
    const orderId = new URL(page.url()).searchParams.get('commande') ?? '';
    const order = (await adminDb().get(`orders/${orderId}`)) as {
      number: string;
      user_id: string;
      payment: { method: string };
      items: { product_id: string; quantity: number }[];
    };
    expect(order.user_id).toBe(await uidOf(email));
    expect(order.payment.method).toBe('bank_transfer');
    expect(order.items).toEqual([
      expect.objectContaining({ product_id: part.product_id, quantity: 1 }),
    ]);
    await page.getByText('FR76 3000 6000 0112 3456 7890 189').waitFor();
    await pressOn(page, page.getByRole('link', { name: 'Voir ma commande' }));
    await page.getByRole('heading', { name: `Commande ${order.number}` }).waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });

  it('withdrawal: footer link → form → « Confirmer la rétractation » → acknowledgement', async () => {
    await seedDeliveredOrder();
    const page = await newPage();
    await page.goto('/mentions-legales');
    await waitForHydration(page);
    await pressOn(page, page.getByRole('button', { name: 'Tout refuser' }));
    // Backwards from the top of the page: the footer's legal links come first.
    await pressOn(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: WITHDRAWAL_TEXTS.link }),
      'Enter',
      { back: true },
    );
    await page.waitForURL('**/retractation');
    await page.getByRole('heading', { level: 1, name: WITHDRAWAL_TEXTS.title }).waitFor();
    await waitForHydration(page);

    const form = page.getByRole('form', { name: 'Formulaire de rétractation' });
    const name = `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`;
    await typeInto(page, form.getByLabel('Nom et prénom'), name);
    await typeInto(page, form.getByLabel('Numéro de commande'), DELIVERED_NUMBER);
    await typeInto(
      page,
      form.getByLabel('Adresse e-mail utilisée pour la commande'),
      DEMO_CUSTOMER.email,
    );
    const scope = form.getByRole('group', { name: 'Rétractation de' });
    await chooseRadio(page, scope, scope.getByRole('radio').first());
    await pressOn(page, form.getByRole('button', { name: WITHDRAWAL_TEXTS.review }));

    // The separate confirmation step, then the answer every statement gets.
    const statement = page.getByTestId('withdrawal-statement');
    await expect.poll(() => statement.textContent()).toContain(`Commande n° : ${DELIVERED_NUMBER}`);
    // Each step takes the focus from the one it replaces (not back to the top of the page).
    expect(await describeFocus(page)).toContain('Votre déclaration de rétractation');
    await pressOn(page, page.getByRole('button', { name: WITHDRAWAL_TEXTS.confirm }));
    await page.getByTestId('withdrawal-sent').getByText(WITHDRAWAL_TEXTS.received).waitFor();
    expect(await describeFocus(page)).toContain(WITHDRAWAL_TEXTS.sent);
    await waitForDb<Record<string, unknown> | null>(`orders/${DELIVERED}/withdrawals`, (w) =>
      Boolean(w && Object.keys(w).length === 1),
    );
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
