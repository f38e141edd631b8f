// A below-the-fold island: rendered into the prerendered HTML like the rest of the page, but its
// code is downloaded and hydrated only when it comes near the viewport, or at the visitor's
// first interaction anywhere on the page. Until then its server HTML stays as it is (links work).
// Why the first interaction: a navigation changes the router's context, which React must carry
// into every dehydrated boundary, so it hydrates the island first — the navigation would wait
// for the island's code. Loading it as soon as the visitor acts keeps navigations immediate.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { hydrationStore } from './hydration-store';

type Loader = () => Promise<ComponentType>;

function whenWanted(selector: string, visible: boolean): Promise<void> {
  return new Promise((resolve) => {
    // The wrapper is display: contents (no box): watch what it wraps. A client-side render (spa.html,
    // or 404.html, whose server markup React replaces: the element found here would be removed)
    // or nothing prerendered inside: load at once.
    if (!hydrationStore.hydratesServerHtml()) return resolve();
    const wrapper = document.querySelector(selector);
    const element = wrapper?.firstElementChild;
    if (!wrapper || !element || typeof IntersectionObserver === 'undefined') return resolve();
    const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
    const done = () => {
      observer.disconnect();
      events.forEach((event) => document.removeEventListener(event, done, true));
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: '200px' },
    );
    if (visible) observer.observe(element);
    events.forEach((event) =>
      document.addEventListener(event, done, { capture: true, passive: true }),
    );
  });
}

/**
 * A lazily hydrated component; `name` marks its wrapper (`data-island`). `on: 'visible'` also
 * loads it when it nears the viewport; 'interaction' only at the first interaction.
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
