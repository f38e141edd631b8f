// Mounts the toaster when the first toast is asked for (never during the page load otherwise).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastRequested, toastRequested } from './toaster-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));
const notYet = () => false;

export function ToasterHost() {
  const requested = useSyncExternalStore(onToastRequested, toastRequested, notYet);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
