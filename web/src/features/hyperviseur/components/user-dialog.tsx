// The user form in a dialog: an existing user (update) or a new one created by id (save).
import type { User } from '@fohzshop/shared/schemas/user';
import type { UserFormOutput } from '../lib/user-form';
import { FormDialog } from '@/ui/form-dialog';
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
    <FormDialog
      open={user !== undefined}
      title={
        user ? `Utilisateur ${user.email || user.user_id}` : 'Créer un utilisateur par identifiant'
      }
      size="xl"
      scrollInside
      busy={busy}
      onClose={onClose}
    >
      {user !== undefined && (
        <UserForm
          key={user?.user_id ?? 'new'}
          user={user ?? undefined}
          busy={busy}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}
