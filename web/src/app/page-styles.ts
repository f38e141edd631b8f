// The styles of a prerendered page, as they go into its <head> (web/src/entry-server.tsx).

export type StyleChunk = { key: string; ids: string[]; css: string };

/**
 * The page's CSS in one plain `<style>`, then emotion's usual `data-emotion` tags left empty.
 * The browser's emotion cache reads the style names from those tags (so hydration inserts
 * nothing again) and moves them into place on load; moving a `<style>` makes the browser
 * re-parse it and recompute every element's style, which with ~100 KB of CSS cost
 * 20–30 ms of the main thread on a desktop CPU (four times that on a phone). Empty tags are free to move; the CSS itself never moves. See
 * docs/performance.md.
 */
export function pageStyles(chunks: StyleChunk[]): string {
  const used = chunks.filter((chunk) => chunk.css !== '');
  const markers = used
    .map((chunk) => `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}"></style>`)
    .join('');
  return `<style data-page-css>${used.map((chunk) => chunk.css).join('')}</style>${markers}`;
}
