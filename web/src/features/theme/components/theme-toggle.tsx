import { MoonIcon, SunIcon } from '@/ui/icons';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { useTheme } from '../hooks/use-theme';
import s from './theme-toggle.styles';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={cx(button({ variant: 'ghost' }), s.button)}
      aria-label={dark ? 'Activer le thème clair' : 'Activer le thème sombre'}
      title={dark ? 'Thème clair' : 'Thème sombre'}
      onClick={toggleTheme}
      data-testid="theme-toggle"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
