// What the payment section says when it offers the bank transfer alone: still asking which
// ways to pay this deploy takes, the question failed (with a retry), or online payment is off.
import { Button, HStack, Text } from '@chakra-ui/react';
import type { PaymentAvailability } from '../hooks/use-payment-options';

/** Why card and instalments are not offered (yet), if they are not. */
export function AvailabilityNote({ status, methods, retry }: PaymentAvailability) {
  if (status === 'loading')
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        Vérification des autres modes de paiement…
      </Text>
    );
  if (status === 'failed')
    return (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text fontSize="sm">
          Les autres modes de paiement n'ont pas pu être vérifiés : le virement bancaire reste
          disponible.
        </Text>
        <Button size="xs" variant="outline" onClick={retry}>
          Réessayer
        </Button>
      </HStack>
    );
  if (methods.length > 1) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      Le paiement en ligne est momentanément indisponible : le virement bancaire reste disponible.
    </Text>
  );
}
