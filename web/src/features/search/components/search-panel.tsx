// The search dialog itself (loaded on first open): combobox input, sectioned listbox, arrow
// keys + Enter; focus trapped, scroll locked, closes on Escape, close button or backdrop.
import { Box, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { DialogRoot } from '@/ui/dialog-root';
import { Input } from '@/ui/input';
import { SearchIcon } from '@/ui/icons';
import { useSearchDialog } from '../hooks/use-search-dialog';
import { useSearchResults } from '../hooks/use-search-results';
import { SearchResultsList } from './search-results-list';

export function SearchPanel() {
  const { open, setOpen } = useSearchDialog();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { sections, options, isLoading, hasGarage, onlyCompatible, setOnlyCompatible } =
    useSearchResults(query);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const activeOption = options[activeIndex];

  const choose = (path: string) => {
    setOpen(false);
    void navigate(path);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      setActive(options.length - 1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption.path);
    }
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={() => {
        setQuery('');
        setActive(0);
      }}
      initialFocusEl={() => inputRef.current}
      placement="top"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop data-testid="search-backdrop" />
        <Dialog.Positioner>
          <Dialog.Content data-testid="search-dialog" aria-label="Recherche">
            <Dialog.Header borderBottomWidth="1px" py="3" pe="14" alignItems="center" gap="2">
              <Dialog.Title srOnly>Recherche</Dialog.Title>
              <Box asChild color="fg.muted">
                <SearchIcon size="5" />
              </Box>
              <Input
                ref={inputRef}
                variant="flushed"
                borderBottomWidth="0"
                size="lg"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                placeholder={MESSAGES.searchPlaceholder}
                aria-label={MESSAGES.searchPlaceholder}
                role="combobox"
                aria-expanded={options.length > 0}
                aria-controls="search-results"
                aria-autocomplete="list"
                aria-activedescendant={
                  activeOption ? `search-option-${activeOption.id}` : undefined
                }
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="go"
              />
            </Dialog.Header>
            <Dialog.Body py="3" px="2">
              {hasGarage && (
                <Box
                  as="label"
                  display="flex"
                  alignItems="center"
                  gap="2"
                  px="3"
                  pb="2"
                  fontSize="sm"
                  color="fg.muted"
                >
                  <input
                    type="checkbox"
                    checked={onlyCompatible}
                    onChange={(event) => setOnlyCompatible(event.target.checked)}
                  />
                  Uniquement les pièces compatibles avec mon garage
                </Box>
              )}
              {options.length === 0 ? (
                <Stack align="center" py="10" role="status">
                  {isLoading ? (
                    <Spinner />
                  ) : (
                    <Text color="fg.muted">{MESSAGES.searchNoResult}</Text>
                  )}
                </Stack>
              ) : (
                <SearchResultsList
                  sections={sections}
                  activeId={activeOption?.id}
                  onChoose={choose}
                  onHover={(id) => setActive(options.findIndex((o) => o.id === id))}
                />
              )}
              {query === '' && isLoading && options.length > 0 && (
                <Box px="3" pt="2">
                  <Spinner size="xs" />
                </Box>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton aria-label="Fermer la recherche" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
