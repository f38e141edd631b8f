// Slim Chakra system: base config + tokens + only the recipes the shop uses (bundle budget).
// Need another Chakra component with a recipe? Add its recipe here (ask the shell owner); a
// recipe used only by lazily loaded screens is registered by their module (registerRecipes).
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type RecipeDefinition,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
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

const shopConfig = defineConfig({
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
      fonts: {
        heading: {
          value:
            "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        body: {
          value:
            "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
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
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      breadcrumb: breadcrumbSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, shopConfig));

/**
 * Adds the recipes of components only lazily loaded modules use (accordion, card, dialog, drawer,
 * field, list, native select, table, textarea, toast): each such module registers them when it
 * loads, before it renders, so their styles stay out of the initial bundle.
 */
export function registerRecipes(extra: {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeConfig>;
}): void {
  const theme = (system._config.theme ??= {});
  theme.recipes = { ...extra.recipes, ...theme.recipes };
  theme.slotRecipes = { ...extra.slotRecipes, ...theme.slotRecipes };
}
