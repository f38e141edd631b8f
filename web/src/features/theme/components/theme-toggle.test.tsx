import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { themeStore } from '../api/theme-store';
import { ThemeToggle } from './theme-toggle';

describe('theme', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => themeStore.sync());
  });

  it('defaults to light', () => {
    act(() => themeStore.sync());
    renderWithProviders(<ThemeToggle />);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    screen.getByRole('button', { name: 'Activer le thème sombre' });
  });

  it('toggles, stores the choice under "theme" and applies it to <html>', () => {
    renderWithProviders(<ThemeToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Activer le thème sombre' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Activer le thème clair' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('restores the stored theme (as after a reload) and ignores unknown values', () => {
    localStorage.setItem('theme', 'dark');
    act(() => themeStore.sync());
    renderWithProviders(<ThemeToggle />);
    screen.getByRole('button', { name: 'Activer le thème clair' });
    localStorage.setItem('theme', 'violet');
    act(() => themeStore.sync());
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });
});
