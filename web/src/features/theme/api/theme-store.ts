// Light/dark theme: stored in localStorage `theme`, default light, applied as a class
// on <html> (index.html applies it before the first paint, so there is no flash).
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '@fohzshop/shared/constants';

const listeners = new Set<() => void>();

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(...THEMES);
  root.classList.add(theme);
  root.style.colorScheme = theme;
  root.dataset.theme = theme;
}

let current: Theme = typeof document === 'undefined' ? DEFAULT_THEME : readStoredTheme();

export const themeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Theme => current,
  set(theme: Theme): void {
    current = theme;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    applyTheme(theme);
    listeners.forEach((listener) => listener());
  },
  /** Re-read storage (another tab changed it, or tests). */
  sync(): void {
    current = readStoredTheme();
    applyTheme(current);
    listeners.forEach((listener) => listener());
  },
};
