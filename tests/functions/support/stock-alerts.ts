// The back-in-stock alerts as a visitor meets them: requests from distinct connections, the
// e-mails in the test stack's maildev (headers read from the raw source) and their links.
import { expect } from 'vitest';
import { STOCK_ALERTS } from '@fohzshop/shared/stock-alerts';
import { read } from './admin.js';
import { call, succeed, type Caller } from './client.js';
import { MAIL_API } from './stack.js';

export type Mail = { id: string; subject: string; to: { address: string }[]; text: string };
export type StoredAlert = { status: string; email: string; user_id?: string; expires_at: string };

let ip = 0;
/** A new connection for each call, unless a test means the same one. */
export const fromIp = (n = ++ip): Caller => ({
  headers: { 'x-forwarded-for': `198.51.100.${n}` },
});

export const inbox = async (): Promise<Mail[]> => (await (await fetch(MAIL_API)).json()) as Mail[];
export const clearInbox = async (): Promise<void> => {
  await fetch(`${MAIL_API}/all`, { method: 'DELETE' });
};

/** The e-mails once `count` are in (each was sent before its callable or trigger returned). */
export async function mails(count: number): Promise<Mail[]> {
  const deadline = Date.now() + 10_000;
  let list = await inbox();
  while (list.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    list = await inbox();
  }
  return list;
}

/** A header of the e-mail as it arrived (the raw source: maildev's JSON restructures List-*). */
export async function header(mail: Mail, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${MAIL_API}/${mail.id}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}

/** The token of a link of the e-mail (`confirmer` or `desinscrire`). */
export const tokenIn = (text: string, param: string): string =>
  new RegExp(`[?&]${param}=([0-9a-f]{32}\\.[A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? '';

export const storedAlerts = async () =>
  (await read<Record<string, StoredAlert>>(STOCK_ALERTS)) ?? {};

export const subscribe = (product_id: string, email: string, caller: Caller = fromIp()) =>
  call('subscribeStockAlert', { product_id, email }, caller);

/** Subscribes and confirms through the e-mail's link; returns the confirmation e-mail. */
export async function activeAlert(
  productId: string,
  email: string,
  caller?: Caller,
): Promise<Mail> {
  await clearInbox();
  expect(await subscribe(productId, email, caller)).toEqual({ ok: true, result: { ok: true } });
  const [mail] = await mails(1);
  await succeed('confirmStockAlert', { token: tokenIn(mail!.text, 'confirmer') });
  return mail!;
}
