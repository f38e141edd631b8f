// The system keeps only the style conditions in use (system.ts, CONDITIONS). A condition used but
// not kept would be written as an unknown selector, silently: these tests find every one in use
// — in the shop's config, in the recipes bound at use sites, in Chakra's components and in our
// code — and check it is kept.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { BOUND_RECIPES } from './bound-recipes';
import { CONDITIONS, shopConfig, shopSystem } from './system';

/** Every `_name` key in a config object (recipes, global CSS, tokens, styles). */
function conditionKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('_')) found.add(key.slice(1));
      conditionKeys(inner, found);
    }
  }
  return found;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `_name` style keys in source text: JSX props (`_hover={…}`), style objects (`_dark: …`). */
function conditionsInSource(files: string[], pattern: RegExp): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) found.add(match[1] as string);
  }
  return found;
}

const WEB_SRC = join(import.meta.dirname, '../..');
const chakraComponents = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '../esm/components',
);

const sourceFiles = () =>
  filesUnder(WEB_SRC, (name) => /\.tsx?$/.test(name) && !name.includes('.test.'));

/** Recipes the code imports from '@chakra-ui/react/theme', system.ts aside: bound at use sites. */
function recipesBound(): string[] {
  const found = new Set<string>();
  const imports = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/g;
  for (const file of sourceFiles().filter((path) => !path.endsWith('/ui/theme/system.ts'))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(imports)) {
      for (const name of (names as string).split(',').map((part) => part.trim())) {
        if (name.endsWith('Recipe')) found.add(name);
      }
    }
  }
  return [...found].sort();
}

describe('the style conditions the system keeps', () => {
  const kept = new Set(shopSystem().conditions.keys());

  it('are exactly the listed ones, each known to Chakra’s base config', () => {
    expect([...kept].filter((key) => key.startsWith('_')).sort()).toEqual(
      CONDITIONS.map((name) => `_${name}`).sort(),
    );
  });

  it('include every condition of the shop’s recipes, global CSS and tokens', () => {
    for (const name of conditionKeys(shopConfig)) expect(kept, `_${name}`).toContain(`_${name}`);
  });

  it('include every condition of the recipes bound where they are used', () => {
    // The build gives each listed recipe a chunk of its own (vite.config.ts): an unlisted one
    // would land in the entry.
    expect(recipesBound()).toEqual(Object.keys(BOUND_RECIPES).sort());
    for (const name of Object.keys(BOUND_RECIPES)) {
      const recipe = chakraTheme[name as keyof typeof chakraTheme];
      expect(recipe, name).toBeTypeOf('object');
      for (const condition of conditionKeys(recipe)) {
        expect(kept, `${name}: _${condition}`).toContain(`_${condition}`);
      }
    }
  });

  it('include every condition Chakra’s components write themselves', () => {
    const files = filesUnder(chakraComponents, (name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(50);
    const used = conditionsInSource(files, /\b_([a-z][A-Za-z]*):\s*\{/g);
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect(kept, `_${name}`).toContain(`_${name}`);
  });

  it('include every condition our components use', () => {
    const used = conditionsInSource(sourceFiles(), /\b_([a-z][A-Za-z]*)(?:=\{|:\s*[{'"])/g);
    expect(used).toContain('hover');
    for (const name of used) expect(kept, `_${name}`).toContain(`_${name}`);
  });
});
