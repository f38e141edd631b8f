// The products table: one page at a time (so thousands of products stay smooth), quick stock
// and price edits in place, the units unpaid orders reserve (their holds on a click), how many
// people wait for a product's return in stock, edit and delete per row.
import { Badge, Button, Flex, Table, Text } from '@chakra-ui/react';
import { stockState } from '@fohzshop/shared/catalog/stock';
import { formatEuros } from '@fohzshop/shared/money';
import type { Product } from '@fohzshop/shared/schemas/product';
import { TableRoot } from '@/ui/table-root';
import { parsePrice, parseStock, QuickNumber } from './quick-number';

const NO_ONE_WAITING: ReadonlyMap<string, number> = new Map();
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
  if (rows.length === 0) return <Text color="fg.muted">Aucun produit ne correspond.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <TableRoot size="sm" striped aria-label="Produits">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Produit</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Prix TTC</Table.ColumnHeader>
            <Table.ColumnHeader>Stock</Table.ColumnHeader>
            <Table.ColumnHeader title="Unités retenues par des commandes en attente de paiement">
              Réservé
            </Table.ColumnHeader>
            <Table.ColumnHeader title="Personnes à prévenir du retour en stock (alertes confirmées)">
              En attente
            </Table.ColumnHeader>
            <Table.ColumnHeader>État</Table.ColumnHeader>
            <Table.ColumnHeader>Vues</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
                  <Flex gap="1" justify="flex-end">
                    <Button size="xs" variant="outline" onClick={() => onEdit(product)}>
                      Modifier
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => onDelete(product)}
                    >
                      Supprimer
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </TableRoot>
    </Table.ScrollArea>
  );
}
