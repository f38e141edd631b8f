// Whether the prerendered page is fully hydrated. Until then nothing may update a component
// that sits above a still-dehydrated Suspense region (React would throw the server HTML away
// and render the region on the client): live data, the session and browser-only state (garage,
// compare list) wait for this flag. See docs/architecture.md, "Hydration".
import { useSyncExternalStore } from 'react';

let hydrated = true;
/** This page load hydrates prerendered HTML (false when the app renders on the client). */
let fromServerHtml = false;
const pendingRegions = new Set<string>();
const listeners = new Set<() => void>();
let shellCommitted = false;
let flipScheduled = false;

const emit = () => listeners.forEach((listener) => listener());

function maybeFinish(): void {
  if (hydrated || !shellCommitted || pendingRegions.size > 0 || flipScheduled) return;
  flipScheduled = true;
  // Outside React's commit: subscribers re-render in a fresh task.
  setTimeout(() => {
    flipScheduled = false;
    if (hydrated || pendingRegions.size > 0) return;
    hydrated = true;
    emit();
  }, 0);
}

export const hydrationStore = {
  /** The entry calls this before hydrateRoot (a client-only render stays "hydrated"). */
  begin(): void {
    hydrated = false;
    shellCommitted = false;
    fromServerHtml = true;
  },
  /** The root's first effect: the shell outside every region is hydrated. */
  shellDone(): void {
    shellCommitted = true;
    maybeFinish();
  },
  regionStarted(id: string): void {
    if (!hydrated) pendingRegions.add(id);
  },
  regionDone(id: string): void {
    pendingRegions.delete(id);
    maybeFinish();
  },
  isHydrated: (): boolean => hydrated,
  hydratesServerHtml: (): boolean => fromServerHtml,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const serverSnapshot = () => false;

/** False on the server and until the whole prerendered page is hydrated. */
export function useFullyHydrated(): boolean {
  return useSyncExternalStore(hydrationStore.subscribe, hydrationStore.isHydrated, serverSnapshot);
}

/** Resolves once the page is fully hydrated (at once after a client-only render). */
export function whenHydrated(): Promise<void> {
  if (hydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = hydrationStore.subscribe(() => {
      if (!hydrated) return;
      stop();
      resolve();
    });
  });
}
