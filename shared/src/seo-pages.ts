// Server-rendered pages for crawlers that do not run JavaScript: which pages the storefront has
// and the head tags injected into the built index.html (sitemap.xml and robots.txt: sitemap.ts).
// Pure string work, used by the storefront function (functions/src/storefront/) on every page.
import { SITE_NAME } from './constants';
import { ROUTE_DESCRIPTIONS, routeDescription } from './route-descriptions';
import { ROUTE_LIST, documentTitle, productPath, type RouteDef } from './routes';
import type { Product } from './schemas/product';
import { absoluteUrl, productImageUrls, productJsonLd } from './seo';
import { listProducts } from './catalog/listing';

export type PrerenderPage = {
  /** '/trottinettes-electriques' ('/' for home). */
  path: string;
  title: string;
  description: string;
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Links a crawler without JavaScript can follow (listings: their products). */
  links?: { href: string; text: string }[];
  /** Sitemap hints. */
  lastModified?: string;
  priority: number;
};

/** Same id as the SPA's product page hook, which replaces or removes this element. */
export const PRODUCT_JSON_LD_ID = 'product-jsonld';
const DESCRIPTION_MAX = 160;

const shorten = (text: string) =>
  text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;

/** Personal screens (account, cart, login): never in search results. */
export const NOINDEX_PATHS = [
  '/hyperviseur',
  '/mon-compte',
  '/mon-panier',
  '/commande-validee',
  '/connexion',
  '/creer-mon-compte',
  '/alerte-retour-en-stock',
];
const isNoindex = (path: string) =>
  NOINDEX_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Public, indexable screens without parameters: no admin, no sign-in, not dismissed, not personal. */
export const INDEXABLE_ROUTES: readonly RouteDef[] = ROUTE_LIST.filter(
  (route) =>
    !route.path.includes(':') &&
    !route.needAdmin &&
    !route.needAuth &&
    !route.dismiss &&
    !isNoindex(route.path),
);

/** The page of an indexable screen (listings carry links to their products). */
export function listingPage(route: RouteDef, products: readonly Product[]): PrerenderPage {
  const listed = route.productType
    ? listProducts(products, { type: route.productType, brand: route.brand })
    : [];
  return {
    path: route.path,
    title: route.title,
    description: routeDescription(route),
    links: listed.map((product) => ({ href: productPath(product), text: product.name })),
    priority: route.path === '/' ? 1 : route.productType ? 0.8 : 0.3,
  };
}

/** A product's page; `photoBase` (Storage download base) makes its uploaded photos its images. */
export function productPage(product: Product, siteUrl: string, photoBase?: string): PrerenderPage {
  return {
    path: productPath(product),
    title: product.name,
    description: shorten(
      product.description.trim() || `${product.name} : prix, disponibilité et caractéristiques.`,
    ),
    image: productImageUrls(product, siteUrl, photoBase)[0],
    jsonLd: productJsonLd(product, siteUrl, { photoBase }),
    lastModified: product.updated_at ?? product.created_at,
    priority: 0.6,
  };
}

/**
 * Every page to prerender: indexable screens (listings with their product links) and products.
 * Home ('/') is listed for the sitemap; its file is the fallback (see renderFallbackHtml).
 */
export function prerenderPages(products: readonly Product[], siteUrl: string): PrerenderPage[] {
  const listed = listProducts(products, {}).filter((product) => product.type !== 'Non défini(e)');
  return [
    ...INDEXABLE_ROUTES.map((route) => listingPage(route, products)),
    ...listed.map((p) => productPage(p, siteUrl)),
  ];
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: no '</script>' or '<!--' can close it early. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/** The head tags of a page (title and description are replaced in the template, the rest added). */
export function headTags(page: PrerenderPage, siteUrl: string): string {
  const url = absoluteUrl(siteUrl, page.path);
  const title = escapeHtml(documentTitle(page.title));
  const description = escapeHtml(page.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:type" content="${page.jsonLd ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(page.image
      ? [`<meta property="og:image" content="${escapeHtml(absoluteUrl(siteUrl, page.image))}" />`]
      : []),
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}" />`,
    ...(page.jsonLd
      ? [
          `<script type="application/ld+json" id="${PRODUCT_JSON_LD_ID}">${safeJson(page.jsonLd)}</script>`,
        ]
      : []),
  ];
  return tags.join('\n    ');
}

/** Links for crawlers without JavaScript, inside <noscript> (the SPA renders the real page). */
function noscriptBody(page: PrerenderPage): string {
  const links = (page.links ?? []).map(
    (link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`,
  );
  return [
    '<noscript>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    `<p>${escapeHtml(page.description)}</p>`,
    ...(links.length > 0 ? [`<ul>${links.join('')}</ul>`] : []),
    '</noscript>',
  ].join('');
}

const FALLBACK_START = '<!-- prerender:site -->';
const FALLBACK_END = '<!-- /prerender:site -->';
const FALLBACK_BLOCK = new RegExp(`\\s*${FALLBACK_START}[\\s\\S]*?${FALLBACK_END}`);

/**
 * The built index.html with this page's title, description, canonical, Open Graph and JSON-LD.
 * Text goes in through replacement functions, never replacement strings: in those, `$&`, `$'`,
 * `` $` ``, `$1` and `$$` are patterns, so a product named « Kit $' » would copy the rest of the
 * template into the page.
 */
export function renderPageHtml(template: string, page: PrerenderPage, siteUrl: string): string {
  const title = escapeHtml(documentTitle(page.title));
  let html = template
    .replace(FALLBACK_BLOCK, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
  html = /<meta\s+name="description"[\s\S]*?\/?>/.test(html)
    ? html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description)
    : html.replace('</title>', () => `</title>\n    ${description}`);
  html = html.replace('</head>', () => `  ${headTags(page, siteUrl)}\n  </head>`);
  return html.replace('<div id="root"></div>', () => `<div id="root"></div>${noscriptBody(page)}`);
}

/**
 * dist/index.html is both the home page and the SPA fallback of every other URL (Hosting
 * rewrite), so it only gets the tags true for any page: Open Graph site data, no canonical.
 */
export function renderFallbackHtml(template: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(template)?.[1] ?? SITE_NAME;
  const description =
    /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1] ?? ROUTE_DESCRIPTIONS.HOME;
  const tags = [
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title.trim()}" />`,
    `<meta property="og:description" content="${description.trim()}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  const clean = template.replace(FALLBACK_BLOCK, '');
  return clean.replace(
    '</head>',
    () => `  ${FALLBACK_START}\n    ${tags.join('\n    ')}\n    ${FALLBACK_END}\n  </head>`,
  );
}
