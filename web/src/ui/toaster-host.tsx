// Mounts the toaster lazily: when the first toast is created, or once the page is idle.
import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function ToasterHost() {
  const [ready, setReady] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (ready) return;
    const unsubscribe = toaster.subscribe(() => setReady(true));
    const timer = window.setTimeout(() => setReady(true), 4000);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
