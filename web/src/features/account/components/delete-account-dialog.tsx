// « Supprimer mon compte »: the password proved again, then the account deleted (orders stay,
// anonymised). Loaded with Chakra's runtime when the customer first asks for it (data-rights.tsx).
import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@fohzshop/shared/account-orders';
import { useSignOut } from '@/entities/session/hooks/use-sign-out';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { deleteAccount } from '../api/account-data-api';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  // Not only a callable: the password is proved again first (account-data-api).
  const deleting = useMutation({
    mutationFn: () => deleteAccount(password),
    meta: { successMessage: ACCOUNT_MESSAGES.deleted },
    // The Auth user is gone: go home and drop the local session, as a sign-out does.
    onSuccess: () => void signOut(),
  });
  return (
    <ConfirmDialog
      open={open}
      title="Supprimer mon compte"
      busy={deleting.isPending}
      confirmDisabled={password === ''}
      onCancel={() => {
        onClose();
        setPassword('');
      }}
      onConfirm={() => deleting.mutate()}
      danger
    >
      <Stack gap="3">
        <Text>
          Votre compte, vos adresses, votre garage et votre panier seront définitivement supprimés.
          Cette action est irréversible.
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
  );
}
