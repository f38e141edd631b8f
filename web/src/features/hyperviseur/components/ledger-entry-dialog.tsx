// « Modifier » a manual entry of the grand livre: the creation form, filled with the entry, in
// a dialog. Its history (who changed it, when) is listed under the form.
import { CloseButton, Dialog, List, Portal } from '@chakra-ui/react';
import type { LedgerEntry, LedgerEntryInput } from '@fohzshop/shared/schemas/ledger';
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
    <Dialog.Root
      open={entry !== undefined}
      size="xl"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Modifier l’écriture</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
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
