// Confirmation before an irreversible or risky action (deleting an address, a review, an order,
// the account; asking for a return; a full refund). Buttons are French: DIALOG_LABELS
// (« OK » / « Annuler »), or a label naming the action.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';
import { DialogRoot } from './dialog-root';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
  confirmDisabled?: boolean;
  /** The confirm button's text when « OK » is too vague (« Rembourser 299,98 € »). */
  confirmLabel?: string;
};

export function ConfirmDialog(props: Props) {
  const { open, title, children, onConfirm, onCancel, busy, danger, confirmDisabled } = props;
  const { confirmLabel = DIALOG_LABELS.confirm } = props;
  return (
    <DialogRoot
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
                {DIALOG_LABELS.cancel}
              </Button>
              <Button
                colorPalette={danger ? 'red' : undefined}
                onClick={onConfirm}
                loading={busy}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
