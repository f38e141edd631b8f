// Through emotion's own insertion path (not a hand-made insert call), the shop cache keeps the
// keyframes a spinner uses — emotion inserts them with an empty selector, like a Global — and
// still drops a Global. If an emotion upgrade changes how either is inserted, this fails.
import { CacheProvider, ClassNames, Global, keyframes } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createShopEmotionCache } from './emotion-cache';

const sheetText = (cache: ReturnType<typeof createShopEmotionCache>) =>
  cache.sheet.tags.map((tag) => tag.textContent ?? '').join('');

describe('the shop emotion cache, through emotion', () => {
  it('keeps a spinner’s keyframes and drops global styles', () => {
    const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
    const cache = createShopEmotionCache();
    render(
      <CacheProvider value={cache}>
        <Global styles={{ body: { color: 'red' } }} />
        <ClassNames>
          {({ css }) => <span className={css({ animation: `${spin} 1s linear infinite` })} />}
        </ClassNames>
      </CacheProvider>,
    );
    const written = sheetText(cache);
    expect(written).toContain(`@keyframes ${spin.name}{`);
    expect(written).toContain(`animation:${spin.name} 1s linear infinite;`);
    expect(written).not.toContain('body{color:red;}');
  });
});
