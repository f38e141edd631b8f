import { describe, expect, it } from 'vitest';
import { assertInlineScriptsAllowed, hostingCsp, inlineScripts, scriptHash } from './csp';

const page = `<html><head><script>var a=1;</script>
<script type="application/ld+json">{"@type":"Product"}</script></head>
<body><script type="application/json" id="d">{}</script>
<script type="module" crossorigin src="/assets/x.js"></script>
<script data-entry="/assets/y.js">boot()</script></body></html>`;

describe('inline scripts and the CSP', () => {
  it('finds the executed inline scripts only (no src, no data blocks)', () => {
    expect(inlineScripts(page)).toEqual(['var a=1;', 'boot()']);
  });

  it('hashes like the browser (SHA-256, base64)', () => {
    // echo -n 'var a=1;' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('var a=1;')).toBe("'sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M='");
  });

  it('passes when every inline script is allowed, names the missing hashes otherwise', () => {
    const csp = `default-src 'self'; script-src 'self' ${scriptHash('var a=1;')} ${scriptHash('boot()')}`;
    expect(() => assertInlineScriptsAllowed(page, csp, '/')).not.toThrow();
    const partial = `script-src 'self' ${scriptHash('var a=1;')}; object-src 'none'`;
    expect(() => assertInlineScriptsAllowed(page, partial, '/')).toThrow(scriptHash('boot()'));
  });

  it('reads the header of every path from firebase.json and fails loudly without one', () => {
    const header = { key: 'Content-Security-Policy', value: "default-src 'self'" };
    expect(hostingCsp({ hosting: { headers: [{ source: '**', headers: [header] }] } })).toBe(
      "default-src 'self'",
    );
    expect(() => hostingCsp({ hosting: { headers: [] } })).toThrow(/Content-Security-Policy/);
  });
});
