// Mounts the toaster lazily: when the first toast is asked for, or once the page is idle.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { onToastRequested, toastRequested } from './toaster-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function ToasterHost() {
  const requested = useSyncExternalStore(onToastRequested, toastRequested, toastRequested);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (requested || idle) return;
    const timer = window.setTimeout(() => setIdle(true), 4000);
    return () => window.clearTimeout(timer);
  }, [requested, idle]);
  if (!requested && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
