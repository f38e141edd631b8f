// Confirmation before deleting a review, with the shop's dialog defaults (« OK » / « Cancel »).
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { DIALOG_DEFAULTS } from '@fohzshop/shared/constants';
import type { Review } from '@fohzshop/shared/schemas/review';

type Props = {
  review: Review | null;
  busy: boolean;
  onConfirm: (review: Review) => void;
  onCancel: () => void;
};

export function ConfirmDeleteDialog({ review, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root
      open={review !== null}
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
              <Dialog.Title>Supprimer cet avis ?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text>
                  L'avis « {review?.title} » de {review?.author_name} sera supprimé définitivement.
                </Text>
                {review?.source === 'external' && (
                  <Text color="fg.muted" fontSize="sm">
                    Cet avis vient de Google : s'il y est encore, la prochaine synchronisation le
                    réimportera. Pour le retirer du site, masquez-le plutôt.
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {DIALOG_DEFAULTS.cancel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => review && onConfirm(review)}>
                {DIALOG_DEFAULTS.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
