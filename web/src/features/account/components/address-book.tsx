// The address book: up to MAX_ADDRESSES French addresses, the first one being the default.
// Every change rewrites the list in users/{uid}/addresses and shows the shop's success toast.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '@fohzshop/shared/messages';
import { MAX_ADDRESSES, type Address } from '@fohzshop/shared/schemas/user';
import { saveAddresses } from '../api/profile-api';
import { useAccountIdentity } from '../hooks/use-account-identity';
import { EMPTY_ADDRESS, type AddressForm } from './account-schemas';
import { AddressFormFields } from './address-form';
import {
  addressSummary,
  makeDefault,
  removeAt,
  replaceAt,
  toAddress,
  toForm,
} from './address-list-ops';
import { ConfirmDialog } from '@/ui/confirm-dialog';

/** 'new', the index being edited, or null. */
type Editing = 'new' | number | null;

export function AddressBook() {
  const { identity, profile } = useAccountIdentity();
  const addresses = profile?.addresses ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (list: Address[]) => {
      if (!identity) throw new Error('signed out');
      return saveAddresses(identity, profile, list);
    },
    meta: {
      successMessage: MESSAGES.userUpdated,
      errorMessage: "Votre carnet d'adresses n'a pas pu être enregistré. Réessayez.",
    },
    onSuccess: () => {
      setEditing(null);
      setRemoving(null);
    },
  });
  const submit = (values: AddressForm) => {
    const address = toAddress(values);
    mutation.mutate(
      editing === 'new' ? [...addresses, address] : replaceAt(addresses, Number(editing), address),
    );
  };
  const full = addresses.length >= MAX_ADDRESSES;
  return (
    <Stack gap="4">
      {addresses.length === 0 && editing === null && (
        <Text color="fg.muted">Aucune adresse enregistrée pour l'instant.</Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Mes adresses">
        {addresses.map((address, index) => (
          <li key={`${index}-${addressSummary(address)}`}>
            <Card.Root variant="outline" size="sm">
              <Card.Body gap="2">
                {editing === index ? (
                  <AddressFormFields
                    initial={toForm(address)}
                    busy={mutation.isPending}
                    submitLabel="Enregistrer l'adresse"
                    onSubmit={submit}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{address.label || `Adresse ${index + 1}`}</Text>
                      {index === 0 && <Badge colorPalette="green">Adresse par défaut</Badge>}
                    </HStack>
                    <Text fontSize="sm">{addressSummary(address)}</Text>
                    {address.phone && <Text fontSize="sm">Tél. : {address.phone}</Text>}
                    <HStack gap="2" wrap="wrap">
                      <Button size="xs" variant="outline" onClick={() => setEditing(index)}>
                        Modifier
                      </Button>
                      {index > 0 && (
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => mutation.mutate(makeDefault(addresses, index))}
                        >
                          Définir par défaut
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => setRemoving(index)}
                      >
                        Supprimer
                      </Button>
                    </HStack>
                  </>
                )}
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
      {editing === 'new' ? (
        <Card.Root variant="outline">
          <Card.Body>
            <AddressFormFields
              initial={{
                ...EMPTY_ADDRESS,
                first_name: profile?.first_name ?? '',
                last_name: profile?.last_name ?? '',
              }}
              busy={mutation.isPending}
              submitLabel="Ajouter l'adresse"
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack gap="1" align="start">
          <Button variant="outline" onClick={() => setEditing('new')} disabled={full}>
            Ajouter une adresse
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {full
              ? `Votre carnet est complet (${MAX_ADDRESSES} adresses) : supprimez-en une pour en ajouter.`
              : 'Livraison gratuite en France métropolitaine.'}
          </Text>
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Supprimer cette adresse ?"
        busy={mutation.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing !== null && mutation.mutate(removeAt(addresses, removing))}
        danger
      >
        {removing !== null && addresses[removing] ? addressSummary(addresses[removing]) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
