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

/** Refuses the cookie banner when it shows (it covers the bottom of small viewports). */
export async function dismissCookies(page: Page): Promise<void> {
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (await refuse.isVisible().catch(() => false)) await refuse.click();
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
