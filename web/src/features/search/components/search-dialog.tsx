// Mounted by the layout: Ctrl/Cmd+K everywhere; the dialog code loads on first open only.
import { lazy, Suspense, useState } from 'react';
import { useSearchDialog, useSearchShortcut } from '../hooks/use-search-dialog';

const SearchPanel = lazy(() => import('./search-panel').then((m) => ({ default: m.SearchPanel })));

export function SearchDialog() {
  useSearchShortcut();
  const { open } = useSearchDialog();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SearchPanel />
    </Suspense>
  );
}
