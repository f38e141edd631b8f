// The frame of the shop's edit dialogs (Hyperviseur forms, reviews): title, body, optional
// footer and the close button. While a write is in flight the dialog cannot be closed, so an
// answer never lands on a screen that is gone. With `form`, header, body and footer sit inside
// one <form> (its submit button may then live in the footer).
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';
import { DialogRoot } from './dialog-root';

type Props = {
  open: boolean;
  title: ReactNode;
  busy?: boolean;
  onClose: () => void;
  size?: 'md' | 'lg' | 'xl';
  /** The body scrolls inside the dialog (long forms) instead of the page. */
  scrollInside?: boolean;
  footer?: ReactNode;
  /** Wraps header, body and footer in a form with these attributes. */
  form?: ComponentProps<'form'>;
  children: ReactNode;
};

export function FormDialog({
  open,
  title,
  busy = false,
  onClose,
  size = 'lg',
  scrollInside = false,
  footer,
  form,
  children,
}: Props) {
  const sections = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb={footer ? undefined : '6'}>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <DialogRoot
      open={open}
      size={size}
      scrollBehavior={scrollInside ? 'inside' : undefined}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {form ? <form {...form}>{sections}</form> : sections}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

/** The footer of a form dialog: « Annuler » and the submit button, both waiting while busy. */
export function SubmitFooter({
  busy = false,
  onCancel,
  label = 'Enregistrer',
  danger = false,
}: {
  busy?: boolean;
  onCancel: () => void;
  label?: string;
  /** A submit that refuses or removes something (red). */
  danger?: boolean;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {DIALOG_LABELS.cancel}
      </Button>
      <Button type="submit" loading={busy} colorPalette={danger ? 'red' : undefined}>
        {label}
      </Button>
    </>
  );
}
