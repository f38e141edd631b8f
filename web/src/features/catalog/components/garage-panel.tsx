// "Mon garage" on part listings: pick the scooter(s) you own, then narrow the list to the parts
// that fit them. The narrowing lives in the URL (?compatible=<id>), so it is shareable too.
import { Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { NativeSelectField, NativeSelectIndicator, NativeSelectRoot } from '@/ui/native-select';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import { useGarage } from '@/entities/garage/hooks/use-garage';
import { CloseIcon } from '@/ui/icons';

type Props = {
  scooters: readonly Pick<ListingProduct, 'product_id' | 'name'>[];
  compatibleIds: readonly string[];
  onCompatible: (ids: readonly string[]) => void;
};

export function GaragePanel({ scooters, compatibleIds, onCompatible }: Props) {
  const garage = useGarage();
  const nameOf = (id: string) => scooters.find((s) => s.product_id === id)?.name ?? id;
  const owned = garage.scooterIds.filter((id) => scooters.some((s) => s.product_id === id));
  const candidates = scooters.filter((s) => !garage.has(s.product_id));
  const active = compatibleIds.length > 0;
  const showsGarage = active && compatibleIds.every((id) => owned.includes(id));

  const addScooter = (id: string) => {
    if (!id) return;
    garage.add(id);
    onCompatible([...owned.filter((x) => x !== id), id]);
  };
  const removeScooter = (id: string) => {
    garage.remove(id);
    if (showsGarage) onCompatible(owned.filter((x) => x !== id));
  };

  return (
    <Box
      as="section"
      aria-labelledby="garage-title"
      borderWidth="1px"
      rounded="l2"
      p="4"
      bg="bg.subtle"
    >
      <Stack gap="3">
        <Heading id="garage-title" as="h2" size="sm">
          Mon garage
        </Heading>
        {owned.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Indiquez votre trottinette : nous n’afficherons que les pièces compatibles.
          </Text>
        ) : (
          <HStack gap="2" wrap="wrap" aria-label="Mes trottinettes">
            {owned.map((id) => (
              <Button
                key={id}
                size="xs"
                variant="subtle"
                rounded="full"
                onClick={() => removeScooter(id)}
                aria-label={`Retirer ${nameOf(id)} de mon garage`}
              >
                {nameOf(id)}
                <CloseIcon size="3" />
              </Button>
            ))}
          </HStack>
        )}
        {candidates.length > 0 && !garage.isFull && (
          <NativeSelectRoot size="sm">
            <NativeSelectField
              aria-label="Ajouter ma trottinette"
              value=""
              onChange={(e) => addScooter(e.currentTarget.value)}
            >
              <option value="">Ajouter ma trottinette…</option>
              {candidates.map((s) => (
                <option key={s.product_id} value={s.product_id}>
                  {s.name}
                </option>
              ))}
            </NativeSelectField>
            <NativeSelectIndicator />
          </NativeSelectRoot>
        )}
        <chakra.label
          display="flex"
          alignItems="center"
          gap="2"
          fontSize="sm"
          opacity={owned.length === 0 && !active ? 0.6 : 1}
        >
          <chakra.input
            type="checkbox"
            boxSize="4"
            accentColor="colorPalette.solid"
            checked={active}
            disabled={owned.length === 0 && !active}
            onChange={() => onCompatible(active ? [] : owned)}
          />
          Uniquement les pièces compatibles avec mon garage
        </chakra.label>
        {active && !showsGarage && (
          <Text fontSize="sm">
            Pièces compatibles avec : {compatibleIds.map(nameOf).join(', ')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
