// The links of a Markdown page and the anchors its headings make, as GitHub renders them: the
// docs' link check (docs-links.test.js) resolves the one against the files and the other.

/** The page without its fenced code blocks (a heading or a link shown as code is none). */
const withoutFences = (markdown) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** …and without its inline code too (`[a](b)` in backticks is no link). */
const withoutCode = (markdown) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** Every inline link and image target: [text](target) and ![alt](target), titles dropped. */
export function linksOf(markdown) {
  const links = [];
  for (const match of withoutCode(markdown).matchAll(
    /!?\[(?:[^\]\n]|\][^(])*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g,
  ))
    links.push(match[1]);
  return links;
}

/** GitHub's anchor of a heading text: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings; a repeated heading gets -1, -2… as on GitHub. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}
