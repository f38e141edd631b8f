// /hyperviseur/utilisateurs: every user, live; search by name or e-mail, sort, pages; view and
// edit a user (admin flag kept in sync with the custom claim by the callables), create by id.
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { adminSaveUser, adminUpdateUser } from '@fohzshop/shared/contracts/users';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { User } from '@fohzshop/shared/schemas/user';
import { Input } from '@/ui/input';
import { useSession } from '@/entities/session/hooks/use-session';
import { PageSpinner } from '@/ui/spinners';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { UserDialog } from '../components/user-dialog';
import { UsersTable } from '../components/users-table';
import { useUsers } from '../hooks/use-admin-data';
import { useCallable } from '@/lib/callable/use-callable';
import { userMatches } from '../lib/table-filters';
import { removesOwnAdmin, toAdminUserInput, type UserFormOutput } from '../lib/user-form';

export function UsersRoute() {
  const { users, isLoading } = useUsers();
  const { user: me } = useSession();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<User | null | undefined>(undefined);
  const [pending, setPending] = useState<UserFormOutput | undefined>();
  const save = useCallable(adminSaveUser, {
    success: MESSAGES.adminUserSaved,
    error: MESSAGES.adminUserSaveFailed,
  });
  const update = useCallable(adminUpdateUser, {
    success: MESSAGES.adminUserUpdated,
    error: MESSAGES.adminUserUpdateFailed,
  });
  const shown = useMemo(() => users.filter((u) => userMatches(u, query)), [users, query]);

  const write = (values: UserFormOutput) => {
    const done = { onSuccess: () => setOpen(undefined), onSettled: () => setPending(undefined) };
    const input = toAdminUserInput(values);
    if (open) update.mutate({ user_id: values.user_id, changes: input }, done);
    // A new user never replaces an existing record (the server refuses it in French).
    else save.mutate({ user_id: values.user_id, user: input, create_only: true }, done);
  };
  const submit = (values: UserFormOutput) => {
    const before = open ?? users.find((u) => u.user_id === values.user_id);
    if (removesOwnAdmin(me?.uid, before, values)) setPending(values);
    else write(values);
  };

  if (isLoading) return <PageSpinner />;
  return (
    <>
      <ScreenHeader
        title="Utilisateurs"
        summary={`${users.length} comptes · ${shown.length} affichés`}
      >
        <Button onClick={() => setOpen(null)}>Créer un utilisateur</Button>
      </ScreenHeader>
      <Input
        mb="4"
        maxWidth="sm"
        size="sm"
        type="search"
        placeholder="Rechercher par nom ou e-mail…"
        aria-label="Rechercher un utilisateur"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <UsersTable key={query} users={shown} onOpen={setOpen} />
      <UserDialog
        user={open}
        busy={save.isPending || update.isPending}
        onSubmit={submit}
        onClose={() => setOpen(undefined)}
      />
      <ConfirmDialog
        open={pending !== undefined}
        title="Retirer vos droits d'administrateur ?"
        danger
        busy={update.isPending || save.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() => pending && write(pending)}
      >
        Vous allez retirer votre propre accès à l'Hyperviseur. Vous ne pourrez plus le rétablir
        vous-même.
      </ConfirmDialog>
    </>
  );
}
