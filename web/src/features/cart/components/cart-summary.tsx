// The order summary beside the lines: subtotal, free delivery, total TTC (all in cents), and
// « Passer la commande », disabled while a line cannot be ordered as it is.
import { Button, Card, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { ecoFeeText } from '@fohzshop/shared/catalog/product-safety';
import { formatCents } from '@fohzshop/shared/money';

type Props = { totals: CartTotals; disabled: boolean; onCheckout: () => void };

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text data-testid={strong ? 'cart-total' : undefined}>{value}</Text>
    </Flex>
  );
}

export function CartSummary({ totals, disabled, onCheckout }: Props) {
  const articles = `${totals.itemCount} article${totals.itemCount > 1 ? 's' : ''}`;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="cart-summary-title">
      <Card.Body gap="3">
        <Text as="h2" id="cart-summary-title" fontWeight="bold" fontSize="lg">
          Récapitulatif
        </Text>
        <Row label={`Sous-total (${articles})`} value={formatCents(totals.itemsCents)} />
        <Row
          label="Livraison"
          value={
            totals.shippingCents === 0 ? 'Livraison offerte' : formatCents(totals.shippingCents)
          }
        />
        <Separator />
        <Row label="Total TTC" value={formatCents(totals.totalCents)} strong />
        {totals.ecoFeeCents > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="cart-eco-fee">
            {ecoFeeText(totals.ecoFeeCents)}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          TVA incluse. Les prix et les stocks sont vérifiés à nouveau lors de la commande.
        </Text>
        <Stack gap="2">
          <Button size="lg" disabled={disabled} onClick={onCheckout}>
            Passer la commande
          </Button>
          {!totals.orderable && totals.lines.length > 0 && (
            <Text fontSize="sm" color="red.fg" role="status">
              Corrigez les produits signalés pour passer la commande.
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
