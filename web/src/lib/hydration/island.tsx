// A below-the-fold island: rendered into the prerendered HTML like the rest of the page, but
// hydrated — its code downloaded first, when the loader imports it — only when it comes near the
// viewport, or at the visitor's first interaction anywhere on the page. Until then its server
// HTML stays as it is (links work).
// Why the first interaction: a navigation changes the router's context, which React must carry
// into every dehydrated boundary, so it hydrates the island first — the navigation would wait
// for the island's code. Loading it as soon as the visitor acts keeps navigations immediate.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrationStore } from './hydration-store';

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

/** Tells the island its boundary has hydrated (or mounted, in a client render). */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

type IslandProps<P> = P & { fallback?: ReactNode };

/**
 * A lazily hydrated component; `name` marks its wrapper (`data-island`, one per page). `on:
 * 'visible'` also loads it when it nears the viewport; 'interaction' only at the first one.
 *
 * Its props are held at their first value until its boundary has hydrated: a new value reaching
 * a boundary that is still server HTML would make React throw that HTML away (live prices
 * arriving before the visitor scrolls down, say). The island then renders with the props of the
 * moment, like any component.
 */
export function island<P extends object = object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  on: 'visible' | 'interaction' = 'visible',
): ComponentType<IslandProps<P>> {
  const Lazy = lazy(async () => {
    if (typeof document !== 'undefined') {
      await whenWanted(`[data-island="${name}"]`, on === 'visible');
    }
    // lazy() wants a default export typed for any props; ours are P.
    return { default: (await load()) as ComponentType<object> };
  });
  function Island({ fallback = null, ...live }: IslandProps<P>) {
    const [first] = useState(() => ({ props: live, fallback }));
    const [mounted, setMounted] = useState(false);
    const onMount = useCallback(() => setMounted(true), []);
    const props = mounted ? live : first.props;
    // The same element while the props are held: React then leaves the boundary alone.
    const boundary = useMemo(
      () => (
        <Suspense fallback={first.fallback}>
          <Mounted onMount={onMount} />
          <Lazy {...props} />
        </Suspense>
      ),
      // Before the mount, `props` is the held object; after it, `live`, new at every render.
      [props, first.fallback, onMount],
    );
    return (
      <div data-island={name} style={{ display: 'contents' }}>
        {boundary}
      </div>
    );
  }
  return Island;
}
