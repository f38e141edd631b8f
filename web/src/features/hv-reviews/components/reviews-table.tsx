// The reviews table, newest first: rating, review and author, source, status, reply, and the
// row actions (edit, publish, hide an imported review or refuse a customer's with a reason,
// delete).
import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { REVIEW_STATUS_LABELS, type Review } from '@fohzshop/shared/schemas/review';
import { ListTable, RowActions } from '@/ui/list-table';
import { SOURCE_LABELS, STATUS_PALETTE, formatDay } from './review-labels';

type Props = {
  reviews: Review[];
  busyId: string | null;
  onEdit: (review: Review) => void;
  onToggle: (review: Review) => void;
  onRefuse: (review: Review) => void;
  onDelete: (review: Review) => void;
};

/** A customer's review is not hidden but refused: its author is told why. */
const refusable = (review: Review) => review.source === 'site' && review.status !== 'hidden';

export function ReviewsTable({ reviews, busyId, onEdit, onToggle, onRefuse, onDelete }: Props) {
  return (
    <ListTable
      label="Avis"
      columns={['Date', 'Note', { label: 'Avis', minW: '72' }, 'Source', 'Statut', 'actions']}
      rows={reviews.length}
      empty="Aucun avis ne correspond."
    >
      {reviews.map((review) => (
        <Table.Row key={review.review_id} data-testid="admin-review-row">
          <Table.Cell whiteSpace="nowrap">{formatDay(review.created_at)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap" aria-label={`${review.rating} sur 5`}>
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)}
          </Table.Cell>
          <Table.Cell>
            <Stack gap="1">
              <Text fontWeight="semibold">{review.title}</Text>
              <Text lineClamp={2} color="fg.muted">
                {review.body}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {review.author_name}
                {review.product_id && ` · ${review.product_id}`}
                {review.verified_purchase && ' · avis vérifié'}
                {review.reply && ' · répondu'}
              </Text>
            </Stack>
          </Table.Cell>
          <Table.Cell>
            {review.external_url ? (
              <Link href={review.external_url} target="_blank" rel="noopener noreferrer">
                {SOURCE_LABELS[review.source]}
              </Link>
            ) : (
              SOURCE_LABELS[review.source]
            )}
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={STATUS_PALETTE[review.status]}>
              {review.refusal ? 'Refusé' : REVIEW_STATUS_LABELS[review.status]}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            <RowActions
              actions={[
                { label: 'Modifier / répondre', onClick: () => onEdit(review) },
                (review.status !== 'published' || !refusable(review)) && {
                  label: review.status === 'published' ? 'Masquer' : 'Publier',
                  loading: busyId === review.review_id,
                  onClick: () => onToggle(review),
                },
                refusable(review) && { label: 'Refuser', onClick: () => onRefuse(review) },
                { label: 'Supprimer', danger: true, onClick: () => onDelete(review) },
              ]}
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
