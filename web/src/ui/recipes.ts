// The theme's recipes as class names, for components styled at build time (no Chakra runtime):
// `<button className={button({ size: 'sm', variant: 'outline' })}>` looks like Chakra's `<Button>`
// with the same props. The CSS is compiled from the recipes of ui/theme/system.ts.
import { recipeClass, slotRecipeClass } from './theme/static-recipes';

type Size = 'xs' | 'sm' | 'md' | 'lg';

export const button = recipeClass<{
  size: '2xs' | 'xs' | Size | 'xl' | '2xl';
  variant: 'solid' | 'subtle' | 'surface' | 'outline' | 'ghost' | 'plain';
}>('button', { size: 'md', variant: 'solid' });

export const badge = recipeClass<{
  size: Size;
  variant: 'solid' | 'subtle' | 'outline' | 'surface' | 'plain';
}>('badge', { size: 'sm', variant: 'subtle' });

export const heading = recipeClass<{
  size: Size | 'xl' | '2xl' | '3xl' | '4xl' | '5xl' | '6xl' | '7xl';
}>('heading', { size: 'xl' });

export const container = recipeClass<Record<never, string>>('container', {});

export const icon = recipeClass<{ size: 'inherit' | Size | 'xl' | '2xl' }>('icon', {
  size: 'inherit',
});

export const link = recipeClass<{ variant: 'underline' | 'plain' }>('link', { variant: 'plain' });

export const separator = recipeClass<{
  size: Size;
  variant: 'solid' | 'dashed' | 'dotted';
  orientation: 'vertical' | 'horizontal';
}>('separator', { size: 'sm', variant: 'solid', orientation: 'horizontal' });

export const skeleton = recipeClass<{
  variant: 'pulse' | 'shine' | 'none';
  loading: 'true' | 'false';
}>('skeleton', { variant: 'pulse', loading: 'true' });

export const spinner = recipeClass<{ size: 'inherit' | Size | 'xl' }>('spinner', { size: 'md' });

export const breadcrumb = slotRecipeClass(
  'breadcrumb',
  ['link', 'currentLink', 'item', 'list', 'root', 'ellipsis', 'separator'] as const,
  { variant: 'plain', size: 'md' } as { variant: 'underline' | 'plain'; size: 'sm' | 'md' | 'lg' },
);

export const card = slotRecipeClass(
  'card',
  ['root', 'header', 'body', 'footer', 'title', 'description'] as const,
  { variant: 'outline', size: 'md' } as {
    variant: 'elevated' | 'outline' | 'subtle';
    size: 'sm' | 'md' | 'lg';
  },
);

export const list = slotRecipeClass(
  'list',
  ['root', 'item', 'indicator'] as const,
  {
    variant: 'marker',
  } as { variant: 'marker' | 'plain'; align?: 'center' | 'start' | 'end' },
);
