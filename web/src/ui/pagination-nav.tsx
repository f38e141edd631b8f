// Numbered pagination made of real links, so it works before hydration and for crawlers:
// « Précédent », the pages around the current one, « Suivant », and « Page 2 sur 5 ».
import { Button, HStack, Text, chakra } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { PAGE_GAP, pageWindow } from '@fohzshop/shared/catalog/paging-links';

type Props = {
  page: number;
  pageCount: number;
  /** Where page `n` is (same path, another query string). */
  hrefOf: (page: number) => To;
  /** After a plain click on a link (not a ctrl-click opening a tab), e.g. to scroll. */
  onNavigate?: () => void;
};

export function PaginationNav({ page, pageCount, hrefOf, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const onClick = (event: MouseEvent) => {
    if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) onNavigate?.();
  };
  const link = (target: number, children: ReactNode, extra: Record<string, string> = {}) => (
    <Button asChild size="sm" variant={target === page ? 'solid' : 'outline'} minW="9">
      <RouterLink to={hrefOf(target)} onClick={onClick} {...extra}>
        {children}
      </RouterLink>
    </Button>
  );
  return (
    <chakra.nav aria-label="Pagination" display="flex" flexDir="column" alignItems="center" gap="2">
      <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" justify="center">
        {page > 1 && <li>{link(page - 1, 'Précédent', { rel: 'prev' })}</li>}
        {pageWindow(page, pageCount).map((n, index) =>
          n === PAGE_GAP ? (
            <chakra.li key={`gap-${index}`} aria-hidden="true" px="1" color="fg.muted">
              …
            </chakra.li>
          ) : (
            <li key={n}>
              {link(n, n, {
                'aria-label': `Page ${n}`,
                ...(n === page ? { 'aria-current': 'page' } : {}),
              })}
            </li>
          ),
        )}
        {page < pageCount && <li>{link(page + 1, 'Suivant', { rel: 'next' })}</li>}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {`Page ${page} sur ${pageCount}`}
      </Text>
    </chakra.nav>
  );
}
