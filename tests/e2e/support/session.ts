// Signs a demo account in through the login page the guard of `path` leads to, then back to `path`.
import type { Page } from 'playwright-core';
import { newPage } from './browser';
import { adminDb } from './stack';

export async function signIn(
  path: string,
  user: { email: string; password: string },
  page?: Page,
): Promise<Page> {
  const signed = page ?? (await newPage());
  await signed.goto(path);
  await signed.waitForURL('**/connexion');
  await signed.getByLabel('Adresse e-mail').fill(user.email);
  await signed.getByLabel('Mot de passe').fill(user.password);
  await signed.getByRole('button', { name: 'Se connecter' }).last().click();
  await signed.waitForURL(`**${path}`);
  return signed;
}

/**
 * Refuses the cookie banner when it shows (it covers the bottom of the viewport, footer links
 * included). The banner is in the served HTML: a click before hydration is lost, so this clicks
 * until the banner is gone.
 */
export async function dismissCookies(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  const refuse = banner.getByRole('button', { name: 'Tout refuser' });
  const deadline = Date.now() + 20_000;
  while (await banner.isVisible().catch(() => false)) {
    if (Date.now() > deadline) throw new Error('le bandeau des cookies ne se ferme pas');
    await refuse.click({ timeout: 5_000 }).catch(() => undefined);
    await banner.waitFor({ state: 'hidden', timeout: 1_000 }).catch(() => undefined);
  }
}

/**
 * The uid of a freshly signed-up customer. users/{uid} is written just after the Auth account
 * exists, and the header may already show the account button, so this polls briefly.
 */
export async function uidOf(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const users = ((await adminDb().get('users')) ?? {}) as Record<string, { email?: string }>;
    const uid = Object.keys(users).find((id) => users[id]?.email === email);
    if (uid) return uid;
    if (Date.now() > deadline) throw new Error(`aucun users/{uid} pour ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
