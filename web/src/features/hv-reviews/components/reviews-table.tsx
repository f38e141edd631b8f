// The reviews table, newest first: rating, review and author, source, status, reply, and the
// row actions (edit, publish, hide an imported review or refuse a customer's with a reason,
// delete).
import { Badge, Button, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { REVIEW_STATUS_LABELS, type Review } from '@fohzshop/shared/schemas/review';
import { TableRoot } from '@/ui/table-root';
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
  if (reviews.length === 0) return <Text color="fg.muted">Aucun avis ne correspond.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <TableRoot size="sm" striped aria-label="Avis">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Note</Table.ColumnHeader>
            <Table.ColumnHeader minW="72">Avis</Table.ColumnHeader>
            <Table.ColumnHeader>Source</Table.ColumnHeader>
            <Table.ColumnHeader>Statut</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
                <Flex gap="1" justify="flex-end" wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => onEdit(review)}>
                    Modifier / répondre
                  </Button>
                  {(review.status !== 'published' || !refusable(review)) && (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={busyId === review.review_id}
                      onClick={() => onToggle(review)}
                    >
                      {review.status === 'published' ? 'Masquer' : 'Publier'}
                    </Button>
                  )}
                  {refusable(review) && (
                    <Button size="xs" variant="outline" onClick={() => onRefuse(review)}>
                      Refuser
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => onDelete(review)}
                  >
                    Supprimer
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableRoot>
    </Table.ScrollArea>
  );
}
