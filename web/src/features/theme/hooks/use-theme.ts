import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type Theme } from '@fohzshop/shared/constants';
import { themeStore } from '../api/theme-store';

export function useTheme(): {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
} {
  const theme = useSyncExternalStore(
    themeStore.subscribe,
    themeStore.getSnapshot,
    themeStore.getSnapshot,
  );
  useEffect(() => {
    // Keep tabs in step: a change in one tab applies to the others.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === THEME_STORAGE_KEY) themeStore.sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const toggleTheme = useCallback(
    () => themeStore.set(themeStore.getSnapshot() === 'dark' ? 'light' : 'dark'),
    [],
  );
  return { theme, setTheme: themeStore.set, toggleTheme };
}
