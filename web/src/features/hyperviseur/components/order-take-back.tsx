// Under the order's lines: the éco-participation included in the total and, for an order with a
// scooter, whether the customer asked for the free 1-for-1 take-back of the old one (to arrange).
import { Text } from '@chakra-ui/react';
import { ecoFeeText } from '@fohzshop/shared/catalog/product-safety';
import { toCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';

export function OrderTakeBack({ order }: { order: Pick<Order, 'totals' | 'take_back'> }) {
  const ecoFee = ecoFeeText(toCents(order.totals.eco_fee ?? 0));
  return (
    <>
      {ecoFee && (
        <Text fontSize="sm" color="fg.muted">
          {ecoFee}
        </Text>
      )}
      {order.take_back !== undefined && (
        <Text
          fontSize="sm"
          fontWeight={order.take_back ? 'semibold' : undefined}
          color={order.take_back ? 'orange.fg' : 'fg.muted'}
          data-testid="order-take-back"
        >
          {order.take_back
            ? 'Reprise 1 pour 1 demandée : contacter le client pour récupérer son ancienne trottinette (à la livraison ou en point de collecte).'
            : 'Reprise 1 pour 1 de l’ancienne trottinette proposée, non demandée.'}
        </Text>
      )}
    </>
  );
}
