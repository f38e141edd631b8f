// /hyperviseur/vis: the site's and the imported reviews, live; add, edit, reply, publish, hide an
// imported review or refuse a customer's with the reason they are told, delete (confirmed), and
// the synchronisation with the review platform.
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Review, ReviewInput } from '@fohzshop/shared/schemas/review';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { PageSpinner } from '@/ui/spinners';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ReviewDialog } from '../components/review-dialog';
import { RefuseDialog } from '../components/refuse-dialog';
import { ReviewFiltersBar } from '../components/review-filters-bar';
import { ReviewsTable } from '../components/reviews-table';
import { SyncPanel } from '../components/sync-panel';
import {
  useAdminReviews,
  useDeleteReview,
  useRefuseReview,
  useSaveReview,
  useSetReviewStatus,
  useSyncReviews,
} from '../hooks/use-admin-reviews';
import { filterReviews, NO_FILTERS, reviewCounts } from '../lib/review-filters';

/** The dialog's review: null while closed, 'new' to add one. */
type Editing = Review | 'new' | null;

export function ReviewsAdminRoute() {
  const { reviews, stats, isLoading } = useAdminReviews();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [refusing, setRefusing] = useState<Review | null>(null);
  const save = useSaveReview();
  const setStatus = useSetReviewStatus();
  const remove = useDeleteReview();
  const refuse = useRefuseReview();
  const sync = useSyncReviews();
  const shown = useMemo(() => filterReviews(reviews, filters), [reviews, filters]);
  const counts = reviewCounts(reviews);

  const submit = (review: ReviewInput) => {
    const review_id = editing !== 'new' && editing ? editing.review_id : undefined;
    save.mutate(
      { ...(review_id !== undefined && { review_id }), review },
      { onSuccess: () => setEditing(null) },
    );
  };

  return (
    <>
      <ScreenHeader
        title="Avis"
        summary={`${counts.total} avis dont ${counts.pending} en attente de modération et ${counts.external} importé(s).`}
      >
        <Button onClick={() => setEditing('new')}>Ajouter un avis</Button>
      </ScreenHeader>
      <SyncPanel stats={stats} syncing={sync.isPending} onSync={() => sync.mutate({})} />
      <ReviewFiltersBar filters={filters} onChange={setFilters} />
      {isLoading ? (
        <PageSpinner />
      ) : (
        <ReviewsTable
          reviews={shown}
          busyId={setStatus.busyId}
          onEdit={setEditing}
          onToggle={(review) =>
            setStatus.set(review, review.status === 'published' ? 'hidden' : 'published')
          }
          onRefuse={setRefusing}
          onDelete={setDeleting}
        />
      )}
      <RefuseDialog
        review={refusing}
        busy={refuse.isPending}
        onConfirm={(review, reason) =>
          refuse.mutate(
            { review_id: review.review_id, reason },
            { onSuccess: () => setRefusing(null) },
          )
        }
        onCancel={() => setRefusing(null)}
      />
      {editing && (
        <ReviewDialog
          review={editing === 'new' ? null : editing}
          busy={save.isPending}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        review={deleting}
        busy={remove.isPending}
        onConfirm={(review) =>
          remove.mutate({ review_id: review.review_id }, { onSuccess: () => setDeleting(null) })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
