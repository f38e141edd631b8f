// A below-the-fold island: rendered into the prerendered HTML like the rest of the page, but its
// code is downloaded and hydrated only when it comes near the viewport or on the first pointer
// or keyboard interaction with it. Until then its server HTML stays as it is (links work).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loader = () => Promise<ComponentType>;

function whenWanted(selector: string, visible: boolean): Promise<void> {
  return new Promise((resolve) => {
    // The wrapper is display: contents (no box): watch what it wraps. Nothing prerendered inside
    // (a client-side render): load at once.
    const wrapper = document.querySelector(selector);
    const element = wrapper?.firstElementChild;
    if (!wrapper || !element || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      wrapper.removeEventListener('pointerdown', done);
      wrapper.removeEventListener('focusin', done);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: '200px' },
    );
    if (visible) observer.observe(element);
    wrapper.addEventListener('pointerdown', done);
    wrapper.addEventListener('focusin', done);
  });
}

/**
 * A lazily hydrated component; `name` marks its wrapper (`data-island`). `on: 'visible'` also
 * loads it when it nears the viewport; 'interaction' only on a pointer or focus inside it.
 */
export function island(
  name: string,
  load: Loader,
  on: 'visible' | 'interaction' = 'visible',
): ComponentType<{ fallback?: ReactNode }> {
  const Lazy = lazy(async () => {
    if (typeof document !== 'undefined') {
      await whenWanted(`[data-island="${name}"]`, on === 'visible');
    }
    return { default: await load() };
  });
  function Island({ fallback = null }: { fallback?: ReactNode }) {
    return (
      <div data-island={name} style={{ display: 'contents' }}>
        <Suspense fallback={fallback}>
          <Lazy />
        </Suspense>
      </div>
    );
  }
  return Island;
}
