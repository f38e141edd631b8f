// Confirmation before an irreversible or risky action (deleting an address, a review, an order,
// the account; asking for a return). Buttons use the shop's dialog defaults (« OK » / « Cancel »).
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
  confirmDisabled?: boolean;
};

export function ConfirmDialog(props: Props) {
  const { open, title, children, onConfirm, onCancel, busy, danger, confirmDisabled } = props;
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
              <Button
                colorPalette={danger ? 'red' : undefined}
                onClick={onConfirm}
                loading={busy}
                disabled={confirmDisabled}
              >
                {DIALOG_DEFAULTS.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
