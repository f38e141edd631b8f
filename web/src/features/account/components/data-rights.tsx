// « Mes données » : download everything the shop stores (JSON), or delete the account (the
// password is asked again; orders stay, anonymised, for the invoices the law makes us keep).
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@fohzshop/shared/account-orders';
import { exportMyData } from '@fohzshop/shared/contracts/account';
import { Input } from '@/ui/input';
import { useSignOut } from '@/entities/session/hooks/use-sign-out';
import { FormField } from '@/ui/form-field';
import { deleteAccount } from '../api/account-data-api';
import { useCallable } from '@/lib/callable/use-callable';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { downloadText } from '@/lib/download';

export function DataRights() {
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const exporting = useCallable(
    exportMyData,
    { success: ACCOUNT_MESSAGES.exported },
    {
      onSuccess: (data) =>
        downloadText(
          JSON.stringify(data, null, 2),
          `fohzshop-mes-donnees-${data.exported_at.slice(0, 10)}.json`,
          'application/json',
        ),
    },
  );
  // Not only a callable: the password is proved again first (account-data-api).
  const deleting = useMutation({
    mutationFn: () => deleteAccount(password),
    meta: { successMessage: ACCOUNT_MESSAGES.deleted },
    // The Auth user is gone: go home and drop the local session, as a sign-out does.
    onSuccess: () => void signOut(),
  });
  return (
    <Stack as="section" gap="3" borderTopWidth="1px" pt="6" aria-labelledby="my-data">
      <Heading as="h2" size="xl" id="my-data">
        Mes données
      </Heading>
      <Text color="fg.muted">
        Téléchargez une copie de toutes les informations que nous conservons sur vous (profil,
        adresses, garage, panier, commandes, avis), ou supprimez votre compte. Vos commandes sont
        alors conservées sans vos nom et coordonnées, pour les factures que la loi nous oblige à
        garder.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => exporting.mutate({})}
          loading={exporting.isPending}
        >
          Télécharger mes données
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Supprimer mon compte
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming}
        title="Supprimer mon compte"
        busy={deleting.isPending}
        confirmDisabled={password === ''}
        onCancel={() => {
          setConfirming(false);
          setPassword('');
        }}
        onConfirm={() => deleting.mutate()}
        danger
      >
        <Stack gap="3">
          <Text>
            Votre compte, vos adresses, votre garage et votre panier seront définitivement
            supprimés. Cette action est irréversible.
          </Text>
          <FormField label="Mot de passe" helper="Saisissez votre mot de passe pour confirmer.">
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
