// Sectioned listbox of search options; the active one follows the arrow keys and the mouse.
import { Box, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { SearchSection } from './search-sections';

type Props = {
  sections: SearchSection[];
  activeId: string | undefined;
  onChoose: (path: string) => void;
  onHover: (id: string) => void;
};

export function SearchResultsList({ sections, activeId, onChoose, onHover }: Props) {
  useEffect(() => {
    if (activeId)
      document.getElementById(`search-option-${activeId}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <Box id="search-results" role="listbox" aria-label="Résultats de recherche">
      {sections.map((section) => (
        <Box key={section.id} role="group" aria-labelledby={`search-section-${section.id}`} mb="3">
          <Text
            id={`search-section-${section.id}`}
            role="presentation"
            px="3"
            py="1"
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="fg.muted"
          >
            {section.title}
          </Text>
          {section.options.map((option) => {
            const selected = option.id === activeId;
            return (
              <Box
                key={option.id}
                id={`search-option-${option.id}`}
                role="option"
                aria-selected={selected}
                data-testid="search-option"
                px="3"
                py="2"
                rounded="md"
                cursor="pointer"
                bg={selected ? 'orange.subtle' : undefined}
                onMouseMove={() => !selected && onHover(option.id)}
                onClick={() => onChoose(option.path)}
              >
                <Text fontWeight="medium" lineClamp={1}>
                  {option.label}
                </Text>
                {option.hint && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {option.hint}
                  </Text>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
