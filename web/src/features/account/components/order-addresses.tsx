import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { Address } from '@fohzshop/shared/schemas/user';

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <Stack gap="0" fontSize="sm">
      <Heading as="h3" size="sm" mb="1">
        {title}
      </Heading>
      <Text>
        {address.first_name} {address.last_name}
      </Text>
      {address.company && <Text>{address.company}</Text>}
      <Text>{address.line1}</Text>
      {address.line2 && <Text>{address.line2}</Text>}
      <Text>
        {address.postal_code} {address.city}
      </Text>
      <Text>{address.country}</Text>
      {address.phone && <Text>Tél. : {address.phone}</Text>}
    </Stack>
  );
}

export function OrderAddresses({ order }: { order: Order }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
      <AddressBlock title="Adresse de livraison" address={order.shipping_address} />
      <AddressBlock
        title="Adresse de facturation"
        address={order.billing_address ?? order.shipping_address}
      />
    </SimpleGrid>
  );
}
