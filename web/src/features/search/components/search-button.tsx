import { SearchIcon } from '@/ui/icons';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { useSearchDialog } from '../hooks/use-search-dialog';
import s from './search-button.styles';

export function SearchButton() {
  const { openSearch } = useSearchDialog();
  return (
    <button
      type="button"
      className={cx(button({ variant: 'ghost' }), s.button)}
      aria-label="Rechercher (Ctrl + K)"
      title="Rechercher (Ctrl + K)"
      aria-haspopup="dialog"
      onClick={openSearch}
      data-testid="search-button"
    >
      <SearchIcon />
    </button>
  );
}
