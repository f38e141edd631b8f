// The withdrawal function as a visitor who is not signed in uses it: from the footer link
// « Renoncer au contrat ici », the form for a delivered order of the demo customer, then the
// separate « Confirmer la rétractation »; the page gives the one answer every statement gets,
// and the dated acknowledgement is read from the stack's mail catcher at the order's address.
import { afterAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { waitForMail } from './support/mail';
import { demoCustomerUid, waitForDb } from './support/paid-order';
import { dismissCookies } from './support/session';
import { adminDb, DEMO_CUSTOMER } from './support/stack';

const ORDER_ID = 'e2e-withdrawal';
const NUMBER = `FZ-2026-9${String(Date.now()).slice(-5)}`;
const DAY = 24 * 3600 * 1000;

/** A delivered order of the demo customer, as the functions leave it (its e-mails already sent). */
async function seedDeliveredOrder(): Promise<void> {
  const at = new Date(Date.now() - 5 * DAY).toISOString();
  await adminDb().update('', {
    [`orders/${ORDER_ID}`]: {
      order_id: ORDER_ID,
      number: NUMBER,
      user_id: await demoCustomerUid(),
      email: DEMO_CUSTOMER.email,
      items: [
        {
          product_id: 'e2e-withdrawal-part',
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
  const mine = Object.entries(withdrawals).filter(
    ([, w]) => (w as { order_id?: string }).order_id === ORDER_ID,
  );
  await adminDb().update('', {
    [`orders/${ORDER_ID}`]: null,
    ...Object.fromEntries(mine.map(([id]) => [`withdrawals/${id}`, null])),
  });
});

describe('withdrawal function', () => {
  it('lets a visitor withdraw in two steps and sends the dated acknowledgement', async () => {
    await seedDeliveredOrder();
    const page = await newPage();
    await page.goto('/mentions-legales');
    await dismissCookies(page);
    await page.getByRole('contentinfo').getByRole('link', { name: WITHDRAWAL_TEXTS.link }).click();
    await page.waitForURL('**/retractation');
    await page.getByRole('heading', { level: 1, name: WITHDRAWAL_TEXTS.title }).waitFor();

    // The e-mails' link carries the order number: filled in once the page has hydrated, with no
    // hydration error (the server renders the page without its query).
    await page.goto(`/retractation?commande=${NUMBER.toLowerCase()}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Formulaire de rétractation' });
    await expect.poll(() => form.getByLabel('Numéro de commande').inputValue()).toBe(NUMBER);
    expect(
      await page.evaluate(
        () => (window as { __hydrationErrors?: string[] }).__hydrationErrors ?? [],
      ),
    ).toEqual([]);
    await form
      .getByLabel('Nom et prénom')
      .fill(`${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}`);
    await form.getByLabel('Adresse e-mail utilisée pour la commande').fill(DEMO_CUSTOMER.email);
    await form.getByRole('button', { name: WITHDRAWAL_TEXTS.review }).click();

    // Step 2: nothing is sent before the separate confirmation.
    const statement = page.getByTestId('withdrawal-statement');
    await expect.poll(() => statement.textContent()).toContain(`Commande n° : ${NUMBER}`);
    expect(await adminDb().get(`orders/${ORDER_ID}/withdrawals`)).toBeNull();
    await page.getByRole('button', { name: WITHDRAWAL_TEXTS.confirm }).click();
    await page.getByTestId('withdrawal-sent').getByText(WITHDRAWAL_TEXTS.received).waitFor();

    const mail = await waitForMail(
      DEMO_CUSTOMER.email,
      new RegExp(`Accusé de réception de votre rétractation \\(commande ${NUMBER}\\)`),
    );
    expect(mail.text).toContain('Je vous notifie par la présente ma rétractation');
    expect(mail.text).toContain('- 1 × Chambre à air 10 pouces');
    expect(mail.text).toMatch(/Date et heure d’envoi : .+ à \d\d:\d\d:\d\d \(heure de Paris\)/);
    await waitForDb<Record<string, unknown> | null>(`orders/${ORDER_ID}/withdrawals`, (w) =>
      Boolean(w && Object.keys(w).length === 1),
    );
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
