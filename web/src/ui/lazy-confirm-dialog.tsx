// ConfirmDialog for the screens styled at build time: it loads with Chakra's runtime when first
// wanted, so their load has neither. Mount it (inside Suspense) at the first request and call
// prefetchConfirmDialog on the opening button's press or focus, so it opens without a wait.
import { lazy } from 'react';
import { loadWithChakra } from './theme/with-chakra';

const load = () => loadWithChakra(import('./confirm-dialog').then((m) => m.ConfirmDialog));

export const LazyConfirmDialog = lazy(async () => ({ default: await load() }));

export const prefetchConfirmDialog = (): void => void load();
