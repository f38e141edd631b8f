// A page region: its own Suspense boundary, so React hydrates it apart from the rest of the page,
// in short slices, and the hydration store knows when it is done.
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { hydrationStore } from './hydration-store';

function RegionDone({ id }: { id: string }) {
  useEffect(() => hydrationStore.regionDone(id), [id]);
  return null;
}

export function Region({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const id = useId();
  // Registered while the parent renders (before this boundary is hydrated), once per mount.
  useState(() => hydrationStore.regionStarted(id));
  return (
    <Suspense fallback={fallback}>
      <RegionDone id={id} />
      {children}
    </Suspense>
  );
}
