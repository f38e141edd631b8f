// jsdom gaps that Chakra / Ark UI rely on, and RTL cleanup between tests. A test file run in Node
// (`@vitest-environment node`: build-time code) has no DOM to mend.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine (CI, or the
// integration suites running) a lazy component can take longer to appear.
configure({ asyncUtilTimeout: 5_000 });

const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
});

if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
/** jsdom lays nothing out: every observed element counts as in view (ui/when-visible.tsx). */
class InViewObserver {
  private observing = true;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => {
      if (!this.observing) return;
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    });
  }
  unobserve() {}
  disconnect() {
    this.observing = false;
  }
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver;
if (hasDom) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= vi.fn();
  Element.prototype.scrollTo ??= vi.fn() as unknown as typeof Element.prototype.scrollTo;
}
