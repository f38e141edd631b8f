// Renders its children once their place comes near the viewport, a placeholder of their size
// until then: for a widget whose code should not load with the page while it is out of sight
// (the price form, folded with the filters on phones). An element under `display: none` never
// intersects, so opening what hides it is what loads it.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** `minHeight`: a CSS length (`36rem`), the placeholder's height. */
type Props = { children: ReactNode; minHeight: string; label?: string };

export function WhenVisible({ children, minHeight, label }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return children;
  // A height from the caller: an inline style, not a class.
  return <div ref={placeholder} style={{ minHeight }} aria-busy="true" aria-label={label} />;
}
