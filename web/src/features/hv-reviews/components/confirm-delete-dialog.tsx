// Confirmation before deleting a review; an imported one comes back at the next sync if it is
// still on Google, so the dialog says to hide it instead.
import { Stack, Text } from '@chakra-ui/react';
import type { Review } from '@fohzshop/shared/schemas/review';
import { ConfirmDialog } from '@/ui/confirm-dialog';

type Props = {
  review: Review | null;
  busy: boolean;
  onConfirm: (review: Review) => void;
  onCancel: () => void;
};

export function ConfirmDeleteDialog({ review, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={review !== null}
      title="Supprimer cet avis ?"
      busy={busy}
      danger
      onConfirm={() => review && onConfirm(review)}
      onCancel={onCancel}
    >
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
    </ConfirmDialog>
  );
}
