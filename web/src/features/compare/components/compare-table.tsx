// Side-by-side spec rows of 2–4 scooters. Rows that differ are highlighted (and can be shown
// alone); the best value of a numeric row is bold. On a phone the table scrolls horizontally
// with the characteristic column kept in place (sticky).
import { Box, Button, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CompareRow } from '@fohzshop/shared/catalog/compare';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productPath } from '@fohzshop/shared/routes';
import { ProductPicture } from '@/entities/product/components/product-picture';
import { TableRoot } from '@/ui/table-root';

type Props = {
  scooters: readonly Product[];
  rows: readonly CompareRow[];
  onlyDifferences: boolean;
  onRemove: (id: string) => void;
};

const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  minW: '36',
  maxW: '44',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
} as const;

export function CompareTable({ scooters, rows, onlyDifferences, onRemove }: Props) {
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="l3" data-testid="compare-scroll">
      <TableRoot size="sm" minW={`${176 + scooters.length * 176}px`} css={{ tableLayout: 'fixed' }}>
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" color="fg.muted">
          Comparaison de {scooters.length} trottinettes électriques. Les lignes surlignées
          diffèrent.
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...STICKY} bg="bg">
              Caractéristique
            </Table.ColumnHeader>
            {scooters.map((scooter) => (
              <Table.ColumnHeader key={scooter.product_id} verticalAlign="top" minW="44">
                <Stack gap="2">
                  <Box css={{ '& img': { w: 'full', h: 'auto', objectFit: 'contain' } }}>
                    <ProductPicture
                      product={scooter}
                      sizes="176px"
                      alt=""
                      decorative
                      width={160}
                      height={120}
                    />
                  </Box>
                  <RouterLink to={productPath(scooter)}>
                    <Text fontWeight="semibold" textStyle="sm">
                      {scooter.name}
                    </Text>
                  </RouterLink>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => onRemove(scooter.product_id)}
                    aria-label={`Retirer ${scooter.name} de la comparaison`}
                  >
                    Retirer
                  </Button>
                </Stack>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((row) => {
            const bg = row.differs ? 'orange.subtle' : 'bg';
            return (
              <Table.Row key={row.key} data-differs={row.differs || undefined} bg={bg}>
                <Table.ColumnHeader scope="row" {...STICKY} bg={bg} fontWeight="medium">
                  {row.label}
                  {row.differs && <VisuallyHidden> (valeurs différentes)</VisuallyHidden>}
                </Table.ColumnHeader>
                {row.values.map((value, index) => {
                  const best = row.best.includes(index);
                  return (
                    <Table.Cell
                      key={index}
                      fontWeight={best ? 'bold' : undefined}
                      color={best ? 'fg.success' : undefined}
                    >
                      {value}
                      {best && <VisuallyHidden> (meilleure valeur)</VisuallyHidden>}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
        </Table.Body>
      </TableRoot>
    </Box>
  );
}
