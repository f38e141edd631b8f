// Signs a demo account in through the login page the guard of `path` leads to, then back to `path`.
import type { Page } from 'playwright-core';
import { newPage } from './browser';

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
