// Page navigation under a table: « Précédent / Suivant » and where we are.
import { Button, Flex, Text } from '@chakra-ui/react';

type Props = { page: number; pageCount: number; total: number; onPage: (page: number) => void };

export function Pager({ page, pageCount, total, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <Flex gap="3" align="center" justify="flex-end" mt="3">
      <Text fontSize="sm" color="fg.muted">
        Page {page + 1} sur {pageCount} · {total} lignes
      </Text>
      <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Précédent
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </Button>
    </Flex>
  );
}

/** Rows of page `page` (clamped) and the page count. */
export function pageOf<T>(rows: readonly T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pageCount - 1);
  return { rows: rows.slice(current * size, current * size + size), page: current, pageCount };
}
