import { IconButton } from '@chakra-ui/react';
import { SearchIcon } from '@/ui/icons';
import { useSearchDialog } from '../hooks/use-search-dialog';

export function SearchButton() {
  const { openSearch } = useSearchDialog();
  return (
    <IconButton
      variant="ghost"
      aria-label="Rechercher (Ctrl + K)"
      title="Rechercher (Ctrl + K)"
      aria-haspopup="dialog"
      onClick={openSearch}
      data-testid="search-button"
    >
      <SearchIcon />
    </IconButton>
  );
}
