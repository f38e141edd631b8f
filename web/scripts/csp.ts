// The Content-Security-Policy Hosting sends (firebase.json) allows inline scripts by hash only.
// The build checks the page shape every rendered page has (and spa.html) against it, so an inline script changed without its
// hash fails the build instead of silently not running in production (docs/security-model.md).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

type HostingHeaders = { source: string; headers: { key: string; value: string }[] }[];
type FirebaseJson = { hosting?: { headers?: HostingHeaders } };

/** Text of every script the browser would execute inline (not src=, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** CSP source expression of a script body: 'sha256-<base64>'. */
export const scriptHash = (body: string): string =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The CSP header Hosting sends for every path. */
export function hostingCsp(config: FirebaseJson): string {
  const all = config.hosting?.headers?.find((rule) => rule.source === '**');
  const csp = all?.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
  if (!csp) throw new Error('firebase.json : aucun en-tête Content-Security-Policy pour « ** ».');
  return csp.value;
}

export async function readHostingCsp(firebaseJsonPath: string): Promise<string> {
  return hostingCsp(JSON.parse(await readFile(firebaseJsonPath, 'utf8')) as FirebaseJson);
}

/** Throws, naming the missing hashes, when a page holds an inline script the CSP would block. */
export function assertInlineScriptsAllowed(html: string, csp: string, page: string): void {
  const scriptSrc = /(?:^|;)\s*script-src\s+([^;]*)/.exec(csp)?.[1] ?? '';
  const missing = inlineScripts(html)
    .map(scriptHash)
    .filter((hash) => !scriptSrc.split(/\s+/).includes(hash));
  if (missing.length > 0) {
    throw new Error(
      `${page} : script en ligne non autorisé par la CSP de firebase.json. ` +
        `Ajoutez à script-src : ${[...new Set(missing)].join(' ')}`,
    );
  }
}
