// « Modifier » a manual entry of the grand livre: the creation form, filled with the entry, in
// a dialog. Its history (who changed it, when) is listed under the form.
import { List } from '@chakra-ui/react';
import type { LedgerEntry, LedgerEntryInput } from '@fohzshop/shared/schemas/ledger';
import { FormDialog } from '@/ui/form-dialog';
import { LedgerEntryForm } from './ledger-entry-form';

type Props = {
  /** undefined: closed. */
  entry: LedgerEntry | undefined;
  today: string;
  busy: boolean;
  /** Display name of a user id (« Vous », a name, or the id). */
  who: (uid: string) => string;
  onSubmit: (input: LedgerEntryInput) => Promise<unknown>;
  onClose: () => void;
};

const moment = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

export function LedgerEntryDialog({ entry, today, busy, who, onSubmit, onClose }: Props) {
  return (
    <FormDialog
      open={entry !== undefined}
      title="Modifier l’écriture"
      size="xl"
      busy={busy}
      onClose={onClose}
    >
      {entry && (
        <LedgerEntryForm
          key={entry.entry_id}
          entry={entry}
          today={today}
          busy={busy}
          onSubmit={onSubmit}
        />
      )}
      {entry && (
        <List.Root mt="4" fontSize="sm" color="fg.muted" aria-label="Historique">
          <List.Item>{`Créée le ${moment(entry.created_at)} par ${who(entry.created_by)}`}</List.Item>
          {(entry.history ?? []).map((item) => (
            <List.Item key={item.at}>
              {`Modifiée le ${moment(item.at)} par ${who(item.by)}`}
            </List.Item>
          ))}
        </List.Root>
      )}
    </FormDialog>
  );
}
