// The shop's Chakra system: Chakra's base config, the tokens and colour palettes we use, and,
// through createSystem, the recipes of the components a page's first paint renders
// (docs/architecture.md, "Styling"). The build compiles every sheet and these recipes with it
// (static-css.ts); in a browser it is built only by the parts that still use Chakra's components
// (chakra-scope.tsx). The others' recipes (dialogs, drawer, toasts, tables, form controls…) are
// bound where they are used (ui/input.tsx, ui/table-root.tsx…, listed in bound-recipes.ts), so
// they load with that code (docs/performance.md). A new component's recipe goes here only if a
// first paint renders it: all its variants are then compiled into every page's CSS.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  listSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tokens,
  semanticTokens,
  breakpoints,
  keyframes,
  globalCss,
  textStyles,
  layerStyles,
  animationStyles,
  cssVarsPrefix,
  cssVarsRoot,
} from '@chakra-ui/react/theme';
import { PALETTES } from './palettes';

const BASE_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'];

function pick<T extends Record<string, unknown>>(source: T, keys: readonly string[]): Partial<T> {
  // Object.fromEntries loses the key types; the keys are a subset of T's.
  return Object.fromEntries(
    keys.filter((key) => key in source).map((key) => [key, source[key]]),
  ) as Partial<T>;
}

/**
 * The style conditions (`_hover`, `_dark`…) the shop's recipes, Chakra's components and our code
 * use, out of the base config's 104. Chakra looks a condition up in the list of all of them for
 * every style it resolves, building the system included: 15 % of `createSystem`'s time goes with
 * the 83 unused ones (docs/performance.md, "A smaller system"). A condition missing from here
 * would be written as an unknown selector, so system.test.ts checks every one in use is listed.
 */
export const CONDITIONS = [
  'hover',
  'focus',
  'focusVisible',
  'focusWithin',
  'active',
  'disabled',
  'invalid',
  'checked',
  'selected',
  'expanded',
  'open',
  'closed',
  'placeholder',
  'before',
  'after',
  'marker',
  'icon',
  'empty',
  'rtl',
  'ltr',
  'light',
  'dark',
] as const;

/** Chakra's base config (utilities, conditions, global CSS), with the conditions above only. */
const shopBaseConfig = defineConfig({
  ...defaultBaseConfig,
  conditions: pick(defaultBaseConfig.conditions ?? {}, CONDITIONS),
});

const FONT_STACK =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
// Semantic colours that are not palettes (bg, fg, border…) are kept whole.
const semanticColorKeys = Object.keys(semanticTokens.colors).filter(
  (key) =>
    !Object.keys(tokens.colors).includes(key) || (PALETTES as readonly string[]).includes(key),
);

export const shopConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), colorPalette: 'orange', scrollBehavior: 'auto' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      'toast-progress': { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
    },
    tokens: {
      ...tokens,
      colors: pick(tokens.colors, [...BASE_COLORS, ...PALETTES]),
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...pick(semanticTokens.colors, semanticColorKeys),
        // White on orange.600 is 3.5:1: solid buttons use orange.700 with white text in both
        // themes (WCAG AA).
        orange: {
          ...semanticTokens.colors.orange,
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;

/**
 * The system, built on first use: building it (the token dictionary) is a long task, which only
 * a page that shows a part built with Chakra's components pays, when that part loads.
 */
export function shopSystem(): SystemContext {
  system ??= createSystem(shopBaseConfig, shopConfig);
  return system;
}
