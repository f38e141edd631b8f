// Tells the hydration store that the shell (everything outside the page regions) is hydrated:
// being the last child of the root, its effect runs after every other effect of the first commit.
import { useEffect } from 'react';
import { hydrationStore } from '@/lib/hydration/hydration-store';

export function ShellDone() {
  useEffect(() => hydrationStore.shellDone(), []);
  return null;
}
