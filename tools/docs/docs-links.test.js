// Every relative link of docs/ resolves: the file or folder it names exists, and an anchor into
// a Markdown page names one of its headings. External links (http, mailto) are not followed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, linksOf, slugOf } from './markdown-links.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = join(ROOT, 'docs');

const pagesIn = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return pagesIn(path);
    return name.endsWith('.md') ? [path] : [];
  });

const anchors = new Map();
const anchorsOfPage = (path) => {
  if (!anchors.has(path)) anchors.set(path, anchorsOf(readFileSync(path, 'utf8')));
  return anchors.get(path);
};

/** What is wrong with one link of `page`, or null when it resolves. */
function brokenLink(page, link) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return null;
  const [rawPath, anchor] = link.split('#', 2);
  const path = decodeURIComponent(rawPath);
  const target = path === '' ? page : resolve(dirname(page), path);
  if (!target.startsWith(ROOT)) return 'outside the repository';
  if (!existsSync(target)) return 'no such file';
  if (anchor !== undefined && target.endsWith('.md') && !anchorsOfPage(target).has(anchor))
    return `no heading #${anchor}`;
  return null;
}

describe('docs/ links', () => {
  const pages = pagesIn(DOCS);

  it('finds the pages and their links', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.flatMap((page) => linksOf(readFileSync(page, 'utf8'))).length).toBeGreaterThan(50);
  });

  it.each(pages.map((page) => [relative(ROOT, page), page]))(
    '%s: every link resolves',
    (_, page) => {
      const broken = linksOf(readFileSync(page, 'utf8'))
        .map((link) => [link, brokenLink(page, link)])
        .filter(([, why]) => why !== null)
        .map(([link, why]) => `${link} — ${why}`);
      expect(broken).toEqual([]);
    },
  );

  it('reads anchors as GitHub makes them', () => {
    expect(slugOf('Threats and the tests that close them')).toBe(
      'threats-and-the-tests-that-close-them',
    );
    expect(slugOf('Order (`orderMachine`, initial `pending_payment`)')).toBe(
      'order-ordermachine-initial-pending_payment',
    );
    expect(slugOf('1. Décision : « Sécurité »')).toBe('1-décision---sécurité-');
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
    expect(linksOf('[x](a.md#b) `[y](c.md)` ![i](img.png "t")')).toEqual(['a.md#b', 'img.png']);
  });
});
