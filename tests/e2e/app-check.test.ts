// App Check on the callables, enforced by the local stack (APP_CHECK_ENFORCED=true): a request
// without a token, or with one that names no app (the emulator does not check signatures), is refused before any handler runs; the SPA's
// own calls carry its token and go through (docs/security-model.md, App Check).
import { describe, expect, it } from 'vitest';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import { DEMO_PROJECT_ID, REGION } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import { productPath } from '@fohzshop/shared/routes';
import { newPage } from './support/browser';
import { adminDb, e2eStack } from './support/stack';

function callableUrl(name: string): string {
  const origin = e2eStack().functionsUrl;
  if (!origin) throw new Error("la pile e2e n'a pas d'émulateur Functions");
  return `${origin}/${DEMO_PROJECT_ID}/${REGION}/${name}`;
}

async function callPing(headers: Record<string, string> = {}) {
  const response = await fetch(callableUrl('ping'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data: {} }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('App Check', () => {
  it('refuses a callable request without a valid App Check token', async () => {
    const attempts: Record<string, string>[] = [{}, { 'X-Firebase-AppCheck': 'pas-un-jeton' }];
    for (const headers of attempts) {
      const { status, body } = await callPing(headers);
      expect(status).toBe(401);
      expect(body).toMatchObject({
        error: { status: 'UNAUTHENTICATED', message: MESSAGES.appCheckRequired },
      });
    }
  });

  it("lets the shop's own calls through: a product page records its view with a token", async () => {
    const page = await newPage();
    const request = page.waitForRequest((r) => r.url().endsWith('/recordProductView'));
    const answered = page.waitForResponse((r) => r.url().endsWith('/recordProductView'));
    const [product] = productsFromSnapshot(await adminDb().get('products'));
    if (!product) throw new Error('aucun produit dans la base e2e');
    await page.goto(productPath(product));
    expect((await request).headers()['x-firebase-appcheck']).toMatch(/^[\w-]+\.[\w-]+\.$/);
    expect((await answered).status()).toBe(200);
    await page.context().close();
  });
});
