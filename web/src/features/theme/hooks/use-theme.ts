import { useCallback, useEffect } from 'react';
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import { THEME_STORAGE_KEY, type Theme } from '@fohzshop/shared/constants';
import { themeStore } from '../api/theme-store';

const lightTheme = (): Theme => 'light';

export function useTheme(): {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
} {
  // The server renders the light theme's toggle; the stored theme is applied to the document
  // before paint by index.html's inline script, and to the toggle once hydrated.
  const theme = useBrowserStore(themeStore.subscribe, themeStore.getSnapshot, lightTheme);
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
