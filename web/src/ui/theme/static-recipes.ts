// Class names of the theme's recipes (button, badge, card…), compiled at build time from the very
// recipes Chakra's components use (static-styles.ts, web/scripts/static-styles-plugin.ts). The
// defaults repeat the recipes' `defaultVariants`: static-recipes.test.ts checks they agree.
type Variants = Record<string, string>;
type Chosen<V extends Variants> = { [K in keyof V]?: V[K] | undefined };

const modifiers = (prefix: string, variants: Variants) =>
  Object.entries(variants).map(([variant, value]) => `${prefix}--${variant}-${value}`);

function pick<V extends Variants>(defaults: V, chosen: Chosen<V>): V {
  const result: Variants = { ...defaults };
  for (const [key, value] of Object.entries(chosen)) if (value !== undefined) result[key] = value;
  return result as V;
}

/** `button({ size: 'sm' })` → `recipe-button recipe-button--variant-solid recipe-button--size-sm`. */
export function recipeClass<V extends Variants>(name: string, defaults: V) {
  const recipe = (chosen: Chosen<V> = {}) => {
    const prefix = `recipe-${name}`;
    return [prefix, ...modifiers(prefix, pick(defaults, chosen))].join(' ');
  };
  return Object.assign(recipe, { recipeName: name, defaults });
}

/** `card({ variant: 'outline' }).body` → the class names of the card's body slot. */
export function slotRecipeClass<S extends string, V extends Variants>(
  name: string,
  slots: readonly S[],
  defaults: V,
) {
  const recipe = (chosen: Chosen<V> = {}) => {
    const variants = pick(defaults, chosen);
    return Object.fromEntries(
      slots.map((slot) => {
        const prefix = `recipe-${name}__${slot}`;
        return [slot, [prefix, ...modifiers(prefix, variants)].join(' ')];
      }),
    ) as Record<S, string>;
  };
  return Object.assign(recipe, { recipeName: name, slots, defaults });
}
