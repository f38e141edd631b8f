// The demo admin's part, in Chromium through the real Hyperviseur: signs in, creates a scooter
// with the product form (a new product gets its photos once saved), opens it again, picks the
// three originals in the form's file input at once, describes each in French and saves once all
// are ready. Times each photo from the pick to « sent » (upload) and to « Prête » (variants made).
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN } from '@fohzshop/local-stack/seed/demo-users';
import type { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';
import { ROOT_DIR } from '@fohzshop/local-stack/stack/config';
import type { Original } from './originals';

export const BENCH_BRAND = 'Dualtron';
export const PHOTO_ALTS = [
  'La trottinette vue de profil, plateau et deux roues',
  'La trottinette de profil, photo prise appareil tourné',
  'La trottinette sous une lumière de fin de journée',
];

export type UploadTiming = { name: string; sentMs: number; readyMs: number };
export type AdminUpload = {
  productId: string;
  name: string;
  timings: UploadTiming[];
  saveMs: number;
};

/** What the admin's page showed when a step failed. */
const FAILURE_SCREENSHOT = join(ROOT_DIR, '.data/logs/photos-bench-failure.png');

const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first().waitFor({ timeout: 60_000 });

async function signIn(page: Page): Promise<void> {
  await page.goto('/hyperviseur/produits');
  await page.waitForURL('**/connexion');
  await page.getByLabel('Adresse e-mail').fill(DEMO_ADMIN.email);
  await page.getByLabel('Mot de passe').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await page.waitForURL('**/hyperviseur/produits');
}

/** The new scooter, its GPSR information included (required for a scooter). */
async function createScooter(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: 'Produits', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Nouveau produit' }).click();
  const form = page.getByRole('form', { name: 'Nouveau produit' });
  // Before the type: a scooter's datasheet adds « Autonomie », which « Nom » would also match.
  await form.getByLabel('Nom').fill(name);
  await form.getByLabel('Type').selectOption('Trottinette électrique');
  await form.getByLabel('Marque').selectOption(BENCH_BRAND);
  await form.getByLabel('Prix TTC (€)').fill('1 890,00');
  await form.getByRole('textbox', { name: 'Stock', exact: true }).fill('4');
  await form
    .getByLabel('Description', { exact: true })
    .fill('Trottinette du banc photo : trois photos réelles.');
  const party = async (who: string, values: [string, string, string, string]) => {
    const labels = [
      'Raison sociale',
      'Adresse postale complète',
      'E-mail',
      'Pays (code : FR, CN, KR…)',
    ];
    for (const [i, label] of labels.entries())
      await form.getByLabel(`${label} (${who})`).fill(values[i]!);
  };
  await party('fabricant', [
    'Minimotors Co., Ltd.',
    '12 Sinsa-ro, Gangnam-gu, Séoul, Corée du Sud',
    'contact@minimotors.example',
    'KR',
  ]);
  await party('responsable UE', [
    'FōhzShop SAS',
    '10 rue de la Gare, 69007 Lyon, France',
    'conformite@fohzshop.example',
    'FR',
  ]);
  await form.getByLabel('Modèle', { exact: true }).fill('Banc photo');
  await form.getByLabel('Référence', { exact: true }).fill('BANC-PHOTO-1');
  await form
    .getByLabel('Avertissements et consignes de sécurité (en français, un par ligne)')
    .fill('Portez un casque.');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await toast(page, 'Produit sauvegardé avec succès.');
}

async function createdId(db: RtdbClient, name: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const products = ((await db.get('products')) ?? {}) as Record<string, { name?: string }>;
    const id = Object.keys(products).find((key) => products[key]?.name === name);
    if (id) return id;
    if (Date.now() > deadline) throw new Error(`Produit « ${name} » introuvable dans la base.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Each photo row's state text, as the form shows it (« Envoi : 40 % », « Prête »…). */
const rowStates = (page: Page) =>
  page
    .getByRole('list', { name: 'Photos du produit' })
    .locator(':scope > li [aria-live="polite"]')
    .allTextContents();

export async function addScooterWithPhotos(
  browser: Browser,
  baseUrl: string,
  db: RtdbClient,
  originals: readonly Original[],
): Promise<AdminUpload> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  try {
    await signIn(page);
    const name = `Trottinette banc photo ${Date.now().toString(36)}`;
    await createScooter(page, name);
    const productId = await createdId(db, name);
    await page.getByLabel('Rechercher un produit').fill(name);
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const form = page.getByRole('form', { name: `Modifier ${name}` });
    const started = Date.now();
    await form.locator('input[type="file"]').setInputFiles(originals.map((o) => o.path));
    const timings: UploadTiming[] = originals.map((o) => ({ name: o.name, sentMs: 0, readyMs: 0 }));
    for (const [i, alt] of PHOTO_ALTS.entries())
      await form.getByLabel(`Texte alternatif (photo ${i + 1})`).fill(alt);
    const deadline = started + 240_000;
    while (timings.some((t) => t.readyMs === 0)) {
      if (Date.now() > deadline)
        throw new Error(
          `Photos pas prêtes après ${(deadline - started) / 1000} s (${(await rowStates(page)).join(' / ')}) : voir makePhotoVariants dans .data/logs/photos-bench-stack.log.`,
        );
      const states = await rowStates(page);
      const at = Date.now() - started;
      for (const [i, state] of states.entries()) {
        const timing = timings[i];
        if (!timing) continue;
        if (/Refusée|refus|Échec/i.test(state)) throw new Error(`Photo ${i + 1} : ${state}`);
        const sent = /Traitement en cours|Prête/.test(state);
        if (sent && timing.sentMs === 0) timing.sentMs = at;
        if (state === 'Prête' && timing.readyMs === 0) timing.readyMs = at;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const saving = Date.now();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Produit mis à jour avec succès.');
    return { productId, name, timings, saveMs: Date.now() - saving };
  } catch (error) {
    await page.screenshot({ path: FAILURE_SCREENSHOT, fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}
