// sitemap.xml (split past the protocol's limits), served by the storefront function from the live
// catalogue, and robots.txt, written by the build (web/scripts/storefront-bundle.ts). Pure strings.
import { absoluteUrl } from './seo';
import { NOINDEX_PATHS, escapeHtml, type PrerenderPage } from './seo-pages';

function sitemapUrl(page: PrerenderPage, siteUrl: string): string {
  return [
    '  <url>',
    `    <loc>${escapeHtml(absoluteUrl(siteUrl, page.path))}</loc>`,
    ...(page.lastModified ? [`    <lastmod>${page.lastModified.slice(0, 10)}</lastmod>`] : []),
    `    <priority>${page.priority.toFixed(1)}</priority>`,
    '  </url>',
  ].join('\n');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const urlset = (urls: readonly string[]) =>
  `${XML_HEAD}<urlset ${SITEMAP_NS}>\n${urls.join('\n')}\n</urlset>\n`;

export function sitemapXml(pages: readonly PrerenderPage[], siteUrl: string): string {
  return urlset(pages.map((page) => sitemapUrl(page, siteUrl)));
}

/** The sitemap protocol's limits for one file (sitemaps.org): URLs, and bytes uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export type SitemapFile = { name: string; xml: string };

/** Bytes of `text` in UTF-8 (shared has no TextEncoder typing: it runs in Node and browsers). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * sitemap.xml alone while the pages fit in one file; beyond the limits, sitemap-1.xml,
 * sitemap-2.xml… and sitemap.xml as their index (robots.txt names sitemap.xml either way).
 */
export function sitemapFiles(
  pages: readonly PrerenderPage[],
  siteUrl: string,
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapFile[] {
  const urls = pages.map((page) => sitemapUrl(page, siteUrl));
  const single = urlset(urls);
  if (urls.length <= limits.urls && utf8Length(single) <= limits.bytes) {
    return [{ name: 'sitemap.xml', xml: single }];
  }
  const chunks: string[][] = [[]];
  let bytes = utf8Length(urlset([]));
  for (const url of urls) {
    const size = utf8Length(url) + 1;
    const current = chunks[chunks.length - 1]!;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      chunks.push([url]);
      bytes = utf8Length(urlset([])) + size;
    } else {
      current.push(url);
      bytes += size;
    }
  }
  const files = chunks.map((chunk, index) => ({
    name: `sitemap-${index + 1}.xml`,
    xml: urlset(chunk),
  }));
  const entries = files.map(
    (file) =>
      `  <sitemap>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, `/${file.name}`))}</loc>\n  </sitemap>`,
  );
  const index = `${XML_HEAD}<sitemapindex ${SITEMAP_NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
  return [...files, { name: 'sitemap.xml', xml: index }];
}

/** Admin, account, cart and checkout screens are not for search engines. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...NOINDEX_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
