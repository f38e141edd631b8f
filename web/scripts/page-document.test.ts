import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// The page document (shared/src/storefront/page-document.ts) tested here, in the web project:
// its after-paint loader runs in a browser (jsdom), and the template's stylesheets are the build's.
import {
  composePage,
  hoistResourceHints,
  pageModules,
  START_AFTER_PAINT_JS,
  type Manifest,
} from '@fohzshop/shared/storefront/page-document';
import { inlineStylesheets } from './inject-page';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-B.js' },
  'src/features/catalog/routes/catalog-route.tsx': {
    file: 'assets/catalog-route-C.js',
    isDynamicEntry: true,
    imports: ['index.html', '_storefront.js', '_select.js'],
  },
  '_storefront.js': { file: 'assets/storefront-D.js', imports: ['index.html', '_select.js'] },
  '_select.js': { file: 'assets/select-E.js' },
};

const template = `<html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <!--page-styles--></head>
  <body><div id="root"><!--page-html--></div>
    <!--page-data-->
  </body></html>`;

const parts = {
  html: '<main>Liste</main>',
  styles: '<style>a{}</style>',
  pageJson: '{}',
  dataId: 'd',
};

describe('the modules a prerendered page preloads', () => {
  it('are its page module and everything it imports, each once, without the entry’s', () => {
    expect(pageModules('/trottinettes-electriques', manifest)).toEqual([
      '/assets/catalog-route-C.js',
      '/assets/storefront-D.js',
      '/assets/select-E.js',
    ]);
  });

  it('are none for a page without a page module of its own', () => {
    expect(pageModules('/aide', manifest)).toEqual([]);
  });

  it('start after the first paint with the entry, from the loader, not from <link> tags', () => {
    const page = composePage(template, '/trottinettes-electriques', parts, manifest);
    expect(page).not.toMatch(/<link[^>]*modulepreload/);
    expect(page).not.toMatch(/<script type="module"/);
    const loader = /<script data-entry="([^"]+)" data-modules="([^"]+)">([\s\S]*?)<\/script>/.exec(
      page,
    );
    expect(loader?.[1]).toBe('/assets/index-A.js');
    expect(loader?.[2]?.split(' ')).toEqual([
      '/assets/runtime-B.js',
      '/assets/catalog-route-C.js',
      '/assets/storefront-D.js',
      '/assets/select-E.js',
    ]);
    // Always the same text: its hash is the one the CSP allows.
    expect(loader?.[3]).toBe(START_AFTER_PAINT_JS);
  });

  it('adds the entry and one modulepreload per module once the loader runs', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<script data-entry="/assets/index-A.js" data-modules="/assets/a.js /assets/b.js"></script>';
    const script = document.body.querySelector('script') as HTMLScriptElement;
    // The loader reads its own element through document.currentScript.
    new Function(
      'document',
      START_AFTER_PAINT_JS.replace('document.currentScript', 'arguments[1]'),
    )(document, script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ]);
    const entry = document.body.querySelector('script[type="module"]');
    expect(entry?.getAttribute('src')).toBe('/assets/index-A.js');
  });

  it('waits for the first contentful paint to be on screen where paint timing exists', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<script data-entry="/assets/index-A.js" data-modules="/assets/a.js"></script>';
    const script = document.body.querySelector('script') as HTMLScriptElement;
    type Entries = { getEntriesByName(name: string): unknown[] };
    let deliver: ((list: Entries, observer: { disconnect(): void }) => void) | undefined;
    const observed: unknown[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof deliver) {
        deliver = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
    }
    const previous = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
    Object.defineProperty(window, 'PerformanceObserver', {
      value: PaintObserver,
      configurable: true,
    });
    try {
      new Function(
        'document',
        START_AFTER_PAINT_JS.replace('document.currentScript', 'arguments[1]'),
      )(document, script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const entry = () => document.body.querySelector('script[type="module"]');
      expect(observed).toEqual([{ type: 'paint', buffered: true }]);
      // A frame has long passed: nothing starts before the paint is reported.
      expect(entry()).toBeNull();
      const disconnect = vi.fn();
      deliver?.({ getEntriesByName: () => [] }, { disconnect }); // first-paint only
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(entry()).toBeNull();
      deliver?.(
        { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
        { disconnect },
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(disconnect).toHaveBeenCalledOnce();
      expect(entry()?.getAttribute('src')).toBe('/assets/index-A.js');
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    } finally {
      if (previous) Object.defineProperty(window, 'PerformanceObserver', previous);
      else Reflect.deleteProperty(window, 'PerformanceObserver');
    }
  });
});

describe('the resource hints React writes ahead of a page’s markup', () => {
  const photo =
    '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/a.avif 320w"/>';

  it('go into <head>, before the page’s styles, and leave #root with the markup only', () => {
    const page = composePage(
      template,
      '/pieces-detachees/kit',
      { ...parts, html: `${photo}<main>Kit</main>` },
      manifest,
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`${photo}<style>a{}</style>`);
    expect(page).toContain('<div id="root"><main>Kit</main></div>');
  });

  it('are only the links at the very start: a link inside the markup stays where it is', () => {
    const html = '<main><link rel="preload" href="/x"/>Kit</main>';
    expect(hoistResourceHints(html)).toEqual({ hints: '', markup: html });
    expect(hoistResourceHints(`${photo}${photo}${html}`)).toEqual({
      hints: `${photo}${photo}`,
      markup: html,
    });
  });
});

describe('a rendered page with `$` patterns in its text', () => {
  it("goes into the template literally ($', $&, $1, $$ are not replacement patterns)", () => {
    const name = "Kit $' $& $1 $$ $` fin";
    const dollars = {
      html: `<main><h1>${name}</h1></main>`,
      styles: '<style>.p::after{content:"$&"}</style>',
      pageJson: JSON.stringify({ name }),
      dataId: 'd',
    };
    const page = composePage(template, '/pieces-detachees/kit', dollars, manifest);
    expect(page).toContain(`<div id="root"><main><h1>${name}</h1></main></div>`);
    expect(page).toContain('<style>.p::after{content:"$&"}</style></head>');
    expect(page).toContain(`<script type="application/json" id="d">${dollars.pageJson}</script>`);
    expect(page.match(/<body>/g)).toHaveLength(1);
    expect(page.match(/<\/html>/g)).toHaveLength(1);
    expect(page.endsWith('</body></html>')).toBe(true);
  });
});

describe('the stylesheets of prerendered pages', () => {
  it('are written into the page, before its own styles (the first one sets the layers’ order)', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'inject-page-'));
    await mkdir(join(outDir, 'assets'));
    await writeFile(join(outDir, 'assets/index-F.css'), '@layer reset, recipes;.a{color:red}');
    const linked = template.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-F.css"></head>',
    );
    const page = await inlineStylesheets(linked, outDir);
    // The link stays, disabled (never fetched): Vite's loader then knows the sheet is here.
    expect(page).not.toContain('href="/assets/index-F.css">');
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-F.css" disabled data-inlined>',
    );
    expect(page).toContain(
      '<style data-static-css>@layer reset, recipes;.a{color:red}</style><!--page-styles-->',
    );
    await rm(outDir, { recursive: true, force: true });
  });
});
