// Light/dark theme: stored in localStorage `theme`, default light, applied as a class
// on <html> (index.html applies it before the first paint, so there is no flash).
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '@fohzshop/shared/constants';
import { createLocalStore } from '@/lib/local-store';

const isTheme = (value: string | null): value is Theme =>
  (THEMES as readonly (string | null)[]).includes(value);

// Private mode: the choice lasts for this page only.
const stored = createLocalStore<Theme>({
  key: THEME_STORAGE_KEY,
  empty: DEFAULT_THEME,
  parse: (raw) => (isTheme(raw) ? raw : DEFAULT_THEME),
  serialize: (theme) => theme,
  keepInPage: true,
});

export const readStoredTheme = stored.get;

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(...THEMES);
  root.classList.add(theme);
  root.style.colorScheme = theme;
  root.dataset.theme = theme;
}

export const themeStore = {
  subscribe: stored.subscribe,
  getSnapshot: stored.get,
  set(theme: Theme): void {
    applyTheme(theme);
    stored.set(theme);
  },
  /** Applies the stored theme again (another tab changed it, or tests). */
  sync(): void {
    applyTheme(stored.get());
    stored.notify();
  },
};
