// The user form in a dialog: an existing user (update) or a new one created by id (save).
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { User } from '@fohzshop/shared/schemas/user';
import type { UserFormOutput } from '../lib/user-form';
import { UserForm } from './user-form';

type Props = {
  /** undefined: closed; null: create by id. */
  user: User | null | undefined;
  busy: boolean;
  onSubmit: (values: UserFormOutput) => void;
  onClose: () => void;
};

export function UserDialog({ user, busy, onSubmit, onClose }: Props) {
  return (
    <Dialog.Root
      open={user !== undefined}
      size="xl"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {user
                  ? `Utilisateur ${user.email || user.user_id}`
                  : 'Créer un utilisateur par identifiant'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {user !== undefined && (
                <UserForm
                  key={user?.user_id ?? 'new'}
                  user={user ?? undefined}
                  busy={busy}
                  onSubmit={onSubmit}
                  onCancel={onClose}
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
