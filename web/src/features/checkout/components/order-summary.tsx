// The order as the cart stands: one line per product, items total, free delivery, the promotion
// code's discount when the server accepted one, total TTC.
// The server prices the order again from the database; these are the figures shown meanwhile.
import { Box, Heading, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { ecoFeeText } from '@fohzshop/shared/catalog/product-safety';
import { formatCents } from '@fohzshop/shared/money';
import { discountLabel } from '@fohzshop/shared/promotions/messages';

type Props = {
  totals: CartTotals;
  /** The promotion code the server accepted for this cart (checkPromotionCode). */
  discount?: { code: string; cents: number } | undefined;
};

export function OrderSummary({ totals, discount }: Props) {
  return (
    <Box as="section" aria-labelledby="summary-title" borderWidth="1px" rounded="l3" p="5">
      <Heading id="summary-title" as="h2" size="md" mb="4">
        Récapitulatif
      </Heading>
      <List.Root gap="3" listStyleType="none" ps="0">
        {totals.lines.map((line) => (
          <List.Item key={line.product_id} display="flex" justifyContent="space-between" gap="4">
            <Text>
              {line.product?.name ?? line.product_id}
              <Text as="span" color="fg.muted">
                {' '}
                × {line.quantity}
              </Text>
            </Text>
            <Text fontWeight="medium" whiteSpace="nowrap">
              {formatCents(line.lineCents)}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Separator my="4" />
      <Stack gap="2" fontSize="sm">
        <HStack justify="space-between">
          <Text>
            Sous-total ({totals.itemCount} article{totals.itemCount > 1 ? 's' : ''})
          </Text>
          <Text>{formatCents(totals.itemsCents)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text>Livraison en France métropolitaine</Text>
          <Text color="green.fg" fontWeight="semibold">
            {totals.shippingCents === 0 ? 'Livraison offerte' : formatCents(totals.shippingCents)}
          </Text>
        </HStack>
        {discount && (
          <HStack justify="space-between" data-testid="checkout-discount">
            <Text>{discountLabel(discount.code)}</Text>
            <Text fontWeight="semibold">-{formatCents(discount.cents)}</Text>
          </HStack>
        )}
      </Stack>
      <Separator my="4" />
      <HStack justify="space-between" fontSize="lg" fontWeight="bold">
        <Text>Total TTC</Text>
        <Text data-testid="checkout-total">
          {formatCents(Math.max(0, totals.totalCents - (discount?.cents ?? 0)))}
        </Text>
      </HStack>
      {totals.ecoFeeCents > 0 && (
        <Text fontSize="sm" color="fg.muted" textAlign="end" data-testid="checkout-eco-fee">
          {ecoFeeText(totals.ecoFeeCents)}
        </Text>
      )}
    </Box>
  );
}
