// The public catalogue for the prerender, read over REST and validated with the shared schema
// (zod runs here, at build time, so the browser never needs it to show a page).
import { DATABASE_NAMESPACE } from '@fohzshop/shared/constants';
import { productsFromSnapshot } from '@fohzshop/shared/catalog/stored-product';
import type { Product } from '@fohzshop/shared/schemas/product';

export async function readCatalogue(dbUrl: string): Promise<Product[]> {
  const url = new URL('/products.json', dbUrl);
  // The local server needs the namespace; production hosts carry it in their name.
  const isLocal = ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (isLocal && !url.searchParams.has('ns')) url.searchParams.set('ns', DATABASE_NAMESPACE);
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) }).catch(
    (error: unknown) => {
      throw new Error(`Prérendu : base injoignable (${url.origin}) : ${String(error)}`);
    },
  );
  if (!response.ok) {
    throw new Error(`Prérendu : la base a répondu ${response.status} pour ${url.origin}.`);
  }
  return productsFromSnapshot(await response.json());
}
