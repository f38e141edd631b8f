// The CSS of the styles compiled at build time (static-styles.ts, static-recipes.ts): the theme's
// global styles (reset, tokens, body), the recipes' variants, the palettes, and every `*.styles.ts`
// sheet — each style object run through the shop's Chakra system, as Chakra's runtime would, and
// written by the same emotion cache as the prerender's (same prefixes). Runs at build time only
// (web/scripts/static-styles-plugin.ts), never in a browser. Only the system's public API is used.
import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { createStylesCache } from './emotion-cache';
import { PALETTES, paletteClass } from './palettes';
import { STYLE_OBJECTS, styleClass, type StyleSheet } from './static-styles';

type Styles = Record<string, unknown>;
type Recipe = {
  base?: Styles;
  variants?: Record<string, Record<string, Styles>>;
  compoundVariants?: (Record<string, unknown> & { css?: Styles })[];
  slots?: string[];
};

const compound = (prefix: string, conditions: Record<string, unknown>) =>
  Object.entries(conditions)
    .filter(([key]) => key !== 'css')
    .map(([variant, value]) => {
      if (typeof value !== 'string' && typeof value !== 'boolean') {
        throw new Error(
          `Variante composée non prise en charge : ${variant}=${JSON.stringify(value)}`,
        );
      }
      return `.${prefix}--${variant}-${String(value)}`;
    })
    .join('');

/** The recipes compiled into every page: those of the shop's config (system.ts). */
export type CompiledRecipes = {
  recipes?: Record<string, unknown>;
  slotRecipes?: Record<string, unknown>;
};

/** Writes style objects as CSS rules, as Chakra's runtime would (one emotion cache per call). */
function cssWriter(system: SystemContext) {
  const cache = createStylesCache();
  const write = (selector: string, styles: unknown) => {
    const serialized = css(styles as never);
    // Emotion memoises the CSS of a style by its hash alone, whatever the selector: two sheets
    // with the same styles would both get the first one's rule. The name makes each one unique.
    const named = { ...serialized, name: `${selector}-${serialized.name}` };
    return (cache.insert(selector, named, cache.sheet, false) as string | undefined) ?? '';
  };
  const resolve = (styles: Styles | undefined) => system.css(styles as SystemStyleObject);
  return { write, resolve };
}

export function staticCss(
  system: SystemContext,
  theme: CompiledRecipes,
  sheets: StyleSheet<string>[],
): string {
  const { write, resolve } = cssWriter(system);
  // What Chakra's provider inserts as global styles: reset, global CSS, token variables.
  const globals = [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()];
  const out: string[] = [system.layers.atRule, write('', globals)];

  const recipes: string[] = [];
  const recipeRules = (prefix: string, recipe: Recipe, slot?: string) => {
    const part = (styles: Styles | undefined) =>
      resolve(slot ? (styles?.[slot] as Styles) : styles);
    recipes.push(write(`.${prefix}`, part(recipe.base)));
    for (const [variant, values] of Object.entries(recipe.variants ?? {})) {
      for (const [value, styles] of Object.entries(values)) {
        recipes.push(write(`.${prefix}--${variant}-${value}`, part(styles)));
      }
    }
    for (const rule of recipe.compoundVariants ?? []) {
      recipes.push(write(compound(prefix, rule), part(rule.css)));
    }
  };
  for (const [name, recipe] of Object.entries(theme.recipes ?? {})) {
    recipeRules(`recipe-${name}`, recipe as Recipe);
  }
  for (const [name, recipe] of Object.entries(theme.slotRecipes ?? {})) {
    for (const slot of (recipe as Recipe).slots ?? []) {
      recipeRules(`recipe-${name}__${slot}`, recipe as Recipe, slot);
    }
  }
  out.push(`@layer recipes{${recipes.join('')}}`);

  for (const palette of PALETTES) {
    out.push(write(`.${paletteClass(palette)}`, resolve({ colorPalette: palette })));
  }

  out.push(sheetsCss(system, sheets));
  return out.join('\n');
}

/**
 * The rules of `sheets` alone: what the client screens' stylesheet holds (web/scripts/
 * static-css-entry.ts), beside the page stylesheet that has the globals and recipes.
 */
export function sheetsCss(system: SystemContext, sheets: StyleSheet<string>[]): string {
  const { write, resolve } = cssWriter(system);
  const out: string[] = [];
  const names = new Set<string>();
  for (const sheet of sheets) {
    const definition = sheet[STYLE_OBJECTS];
    if (!definition) throw new Error('Feuille de styles sans ses objets de style');
    if (names.has(definition.name)) {
      throw new Error(`Deux feuilles de styles portent le nom « ${definition.name} »`);
    }
    names.add(definition.name);
    for (const [key, styles] of Object.entries(definition.styles)) {
      out.push(write(`.${styleClass(definition.name, key)}`, resolve(styles as Styles)));
    }
  }
  return out.join('\n');
}
