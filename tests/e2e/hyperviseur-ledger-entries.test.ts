// Manual entries of the grand livre in Chromium: the admin books an expense, edits it (amount,
// day paid) in the same form, then « Supprimer » writes a reversal (contre-passation): both
// entries stay, closed, and the database holds both.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncaughtErrors } from './support/browser';
import { signIn } from './support/session';
import { adminDb, DEMO_ADMIN } from './support/stack';

type Row = Record<string, unknown>;
let admin: Page;

const EUR = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** fr-FR euros with every kind of space made plain, to compare with what a page shows. */
const plain = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const eur = (cents: number) => plain(EUR.format(cents / 100));
const toast = (text: string) =>
  admin.getByTestId('toast').filter({ hasText: text }).first().waitFor();

beforeAll(async () => {
  admin = await signIn('/hyperviseur/grand-livre', DEMO_ADMIN);
  await admin.getByRole('heading', { name: 'Grand livre', level: 1 }).waitFor();
}, 60_000);

afterAll(async () => {
  await admin?.context().close();
});

describe('Hyperviseur: manual entries of the grand livre', () => {
  it('edits a manual expense, then « deletes » it by a reversal that keeps both', async () => {
    const label = `Pneus e2e ${Date.now()}`;
    const form = admin.getByRole('form', { name: 'Nouvelle écriture' });
    await form.getByLabel('Libellé').fill(label);
    await form.getByLabel('Fournisseur').fill('Grossiste Lyon');
    await form.getByLabel(/Montant TTC/).fill('120');
    await form.getByRole('button', { name: "Enregistrer l'écriture" }).click();
    await toast('Écriture enregistrée avec succès.');
    await admin.getByLabel('Rechercher une écriture').fill(label);
    const table = admin.getByRole('table', { name: 'Écritures du grand livre' });
    const row = table.locator('tbody:not([aria-label]) tr');
    await admin.getByText('1 écriture sur la période').waitFor();
    expect(plain(await row.locator('td').nth(3).innerText())).toBe(eur(-12000));

    await row.getByRole('button', { name: 'Modifier' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Modifier l’écriture' });
    const edit = dialog.getByRole('form', { name: "Modifier l'écriture" });
    expect(await edit.getByLabel('Libellé').inputValue()).toBe(label);
    await edit.getByLabel(/Montant TTC/).fill('150,50');
    await edit.getByLabel('Réglée le').fill(`${new Date().toISOString().slice(0, 10)}`);
    await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await toast('Écriture modifiée avec succès.');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(eur(-15050)).first().waitFor();
    await row.getByText(/^Réglée le /).waitFor();

    await row.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = admin.getByRole('alertdialog', { name: "Supprimer l'écriture" });
    await confirm.getByText(/restera dans le grand livre/).waitFor();
    await confirm.getByRole('button', { name: 'Contre-passer' }).click();
    await toast('Écriture contre-passée avec succès.');
    await admin.getByText('2 écritures sur la période').waitFor();
    const texts = (await row.allInnerTexts()).map(plain);
    expect(texts.find((t) => t.includes('Contre-passée'))).toContain(eur(-15050));
    expect(texts.find((t) => t.includes(`Contre-passation : ${label}`))).toContain(eur(15050));
    // Closed: neither can be edited or deleted again; the books still hold both.
    expect(await row.getByRole('button').count()).toBe(0);
    const ledger = (await adminDb().get('ledger')) as Record<string, Row>;
    const original = Object.values(ledger).find((e) => e.label === label)!;
    expect(original).toMatchObject({
      amount: 150.5,
      reversed_by: `${String(original.entry_id)}_cp`,
    });
    expect(ledger[`${String(original.entry_id)}_cp`]).toMatchObject({
      reverses: original.entry_id,
      amount: 150.5,
    });
    expect(uncaughtErrors(admin)).toEqual([]);
  });
});
