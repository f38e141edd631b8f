// Mounted by the layout: Ctrl/Cmd+K everywhere; the dialog code loads on first open only.
import { Suspense, useState } from 'react';
import { lazyChakra } from '@/ui/theme/with-chakra';
import { useSearchDialog, useSearchShortcut } from '../hooks/use-search-dialog';

const SearchPanel = lazyChakra(() => import('./search-panel').then((m) => m.SearchPanel));

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
