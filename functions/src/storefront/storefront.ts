// storefront (HTTPS, GET/HEAD): every storefront page and the sitemap, rendered from
// the live catalogue. Hosting sends it every path no static file and no client screen answers
// (firebase.json rewrites), and its CDN keeps the responses as Cache-Control says: a product
// created, edited, moved or deleted in the Hyperviseur reaches the served HTML within the delay
// docs/decisions/0012-server-rendered-storefront.md states, with no deploy.
import '../core/global-options.js';
import { constants } from 'node:zlib';
import compression from 'compression';
import { onRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { defineString } from 'firebase-functions/params';
import { REGION } from '@fohzshop/shared/constants';
import { catalogueSnapshot } from './catalogue-snapshot.js';
import { loadRendererBundle } from './renderer-bundle.js';
import { storefrontServer } from './storefront-server.js';

/** The site's public origin, for canonical links, Open Graph, JSON-LD and the sitemap. */
export const SITE_URL = defineString('SITE_URL', { default: 'https://fohzshop.fr' });

const respond = storefrontServer({
  bundle: () => loadRendererBundle(),
  catalogue: catalogueSnapshot(),
  siteUrl: () => SITE_URL.value().replace(/\/+$/, ''),
});

// The pages are compressed here rather than left to what sits in front: Hosting's emulator sends a
// function's answer as it is (a page of 130 KB where about 20 KB would do), and an answer that is
// already encoded comes out small whatever the CDN does. Brotli when the browser takes it, gzip
// otherwise, with `Vary: Accept-Encoding` so the CDN keeps one copy per encoding; high levels,
// since a page is rendered once and then served from the CDN (docs/performance.md).
const compress = compression({
  level: 9,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } },
});

export const storefront = onRequest(
  // Rendering is CPU work done one page at a time per instance: a few concurrent requests per
  // instance keep the queue short; one warm instance avoids the cold start on most visits.
  { region: REGION, memory: '1GiB', concurrency: 8 },
  async (req, res) => {
    await new Promise<void>((resolve) => compress(req, res, () => resolve()));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Méthode non autorisée.');
      return;
    }
    try {
      // The path as Hosting received it (req.url: relative to the function when called directly).
      const reply = await respond(req.url);
      res.status(reply.status).set('Cache-Control', reply.cacheControl);
      if (reply.location) {
        res.redirect(301, reply.location);
        return;
      }
      res.type(reply.contentType).send(reply.body);
    } catch (error) {
      logger.error('storefront render failed', { path: req.path, error: String(error) });
      res.status(500).set('Cache-Control', 'no-store').type('text/plain');
      res.send('La boutique est momentanément indisponible. Réessayez dans un instant.');
    }
  },
);
