// The recipes' class functions (ui/recipes.ts) repeat each recipe's default variants; the CSS is
// compiled from the recipes themselves. If the two disagreed, a component would get another
// variant than Chakra's component with the same props.
import { describe, expect, it } from 'vitest';
import * as recipes from '../recipes';
import { shopConfig } from './system';

describe('recipes compiled at build time', () => {
  const theme = shopConfig.theme ?? {};

  it.each(Object.entries(recipes))('%s: same default variants and slots as the system', (_, fn) => {
    const recipe = (theme.recipes?.[fn.recipeName] ?? theme.slotRecipes?.[fn.recipeName]) as
      { defaultVariants?: Record<string, unknown>; slots?: string[] } | undefined;
    expect(recipe, `${fn.recipeName} absent du système`).toBeDefined();
    const defaults = Object.fromEntries(
      Object.entries(recipe?.defaultVariants ?? {}).map(([key, value]) => [key, String(value)]),
    );
    expect(fn.defaults).toEqual(defaults);
    if ('slots' in fn) expect([...fn.slots].sort()).toEqual([...(recipe?.slots ?? [])].sort());
  });

  it('class names: the recipe, then one modifier per variant, defaults filled in', () => {
    expect(recipes.button({ size: 'sm' })).toBe(
      'recipe-button recipe-button--size-sm recipe-button--variant-solid',
    );
    expect(recipes.card({ variant: 'subtle' }).body).toBe(
      'recipe-card__body recipe-card__body--variant-subtle recipe-card__body--size-md',
    );
  });
});
