// Confirmation before an irreversible or risky action (delete, cleansing, removing one's own
// admin flag). Buttons use the shop's dialog defaults (« OK » / « Cancel »).
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DIALOG_DEFAULTS } from '@fohzshop/shared/constants';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
};

export function ConfirmDialog({ open, title, children, onConfirm, onCancel, busy, danger }: Props) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof children === 'string' ? <Text>{children}</Text> : children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {DIALOG_DEFAULTS.cancel}
              </Button>
              <Button colorPalette={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
                {DIALOG_DEFAULTS.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
