// Mounts the toaster when the first toast is asked for (never during the page load otherwise).
import { Suspense, useSyncExternalStore } from 'react';
import { lazyChakra } from './theme/with-chakra';
import { onToastRequested, toastRequested } from './toaster-store';

const Toaster = lazyChakra(() => import('./toaster').then((m) => m.Toaster));
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
