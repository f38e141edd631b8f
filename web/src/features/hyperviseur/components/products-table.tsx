// The products table: one page at a time (so thousands of products stay smooth), quick stock
// and price edits in place, the units unpaid orders reserve (their holds on a click), how many
// people wait for a product's return in stock, edit and delete per row.
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { stockState } from '@fohzshop/shared/catalog/stock';
import { formatEuros } from '@fohzshop/shared/money';
import type { Product } from '@fohzshop/shared/schemas/product';
import { ListTable, RowActions, type ListColumn } from '@/ui/list-table';
import { parsePrice, parseStock, QuickNumber } from './quick-number';

const NO_ONE_WAITING: ReadonlyMap<string, number> = new Map();
const PRODUCT_COLUMNS: ListColumn[] = [
  'Produit',
  'Type',
  'Prix TTC',
  'Stock',
  { label: 'Réservé', title: 'Unités retenues par des commandes en attente de paiement' },
  { label: 'En attente', title: 'Personnes à prévenir du retour en stock (alertes confirmées)' },
  'État',
  'Vues',
  { label: 'Actions', textAlign: 'end' },
];
const STOCK_COLOR = { 'En stock': 'green', 'Rupture de stock': 'red', 'Sur commande': 'blue' };

type Props = {
  rows: readonly Product[];
  lowStockThreshold: number;
  /** product id → units held by unpaid orders (already taken from the stock). */
  reserved: ReadonlyMap<string, number>;
  /** product id → people with a confirmed back-in-stock alert (none when absent). */
  waiting?: ReadonlyMap<string, number>;
  onShowHolds: (product: Product) => void;
  onQuickSave: (product: Product, change: { stock?: number; price?: number }) => Promise<unknown>;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

export function ProductsTable(props: Props) {
  const { rows, lowStockThreshold, reserved, waiting = NO_ONE_WAITING } = props;
  const { onShowHolds, onQuickSave, onEdit, onDelete } = props;
  return (
    <ListTable
      label="Produits"
      columns={PRODUCT_COLUMNS}
      rows={rows.length}
      empty="Aucun produit ne correspond."
    >
      {rows.map((product) => {
        const state = stockState(product);
        const held = reserved.get(product.product_id) ?? 0;
        const waits = waiting.get(product.product_id) ?? 0;
        return (
          <Table.Row key={product.product_id} data-testid={`product-row-${product.product_id}`}>
            <Table.Cell>
              <Text fontWeight="medium">{product.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {product.brand} · {product.product_id}
              </Text>
            </Table.Cell>
            <Table.Cell>{product.type}</Table.Cell>
            <Table.Cell>
              <QuickNumber
                label={`Prix de ${product.name}`}
                value={product.price}
                parse={parsePrice}
                onCommit={(price) => onQuickSave(product, { price })}
              />
              <Text fontSize="xs" color="fg.muted">
                {formatEuros(product.price)}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <QuickNumber
                label={`Stock de ${product.name}`}
                value={product.stock}
                parse={parseStock}
                onCommit={(stock) => onQuickSave(product, { stock })}
              />
            </Table.Cell>
            <Table.Cell>
              {held > 0 ? (
                <Button
                  size="xs"
                  variant="subtle"
                  colorPalette="orange"
                  aria-label={`Réservations de ${product.name} : ${held}`}
                  onClick={() => onShowHolds(product)}
                >
                  {held}
                </Button>
              ) : (
                <Text color="fg.muted">0</Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Text
                color={waits > 0 ? 'orange.fg' : 'fg.muted'}
                fontWeight={waits > 0 ? 'semibold' : undefined}
                data-testid={`waiting-${product.product_id}`}
              >
                {waits}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STOCK_COLOR[state]}>{state}</Badge>
              {product.stock <= lowStockThreshold && product.stock > 0 && (
                <Badge ms="1" colorPalette="orange">
                  Stock bas
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{product.views}</Table.Cell>
            <Table.Cell>
              <RowActions
                actions={[
                  { label: 'Modifier', onClick: () => onEdit(product) },
                  { label: 'Supprimer', danger: true, onClick: () => onDelete(product) },
                ]}
              />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
