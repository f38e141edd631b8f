// Open state of the global search dialog, shared by the header icon, Ctrl/Cmd+K and the dialog.
import { useEffect, useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setSearchOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => open;

export function useSearchDialog(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  openSearch: () => void;
  closeSearch: () => void;
} {
  const value = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    open: value,
    setOpen: setSearchOpen,
    openSearch: () => setSearchOpen(true),
    closeSearch: () => setSearchOpen(false),
  };
}

/** Ctrl+K (Cmd+K on a Mac) opens the dialog from anywhere (the browser's own shortcut is prevented). */
export function useSearchShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
