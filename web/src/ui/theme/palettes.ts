// The colour palettes the shop uses (grey surfaces and text, orange brand, status and label
// colours), shared by the Chakra system (system.ts) and the styles compiled at build time.
export const PALETTES = ['gray', 'orange', 'red', 'green', 'blue', 'purple'] as const;
export type Palette = (typeof PALETTES)[number];

/** The class that sets `palette` as the colour palette of an element (compiled at build time). */
export const paletteClass = (palette: Palette) => `palette-${palette}`;
