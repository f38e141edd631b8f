// Add or edit a review: every field but the « Avis vérifié » mark (the server's), the status and
// the shop's reply; a customer's review is refused with a reason (refuse-dialog.tsx). Validated
// by the shared ReviewInputSchema (French messages) before the callable validates it again.
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { FormDialog, SubmitFooter } from '@/ui/form-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  REVIEW_STATUS_LABELS,
  REVIEW_REPLY_MAX,
  ReviewInputSchema,
  type Review,
  type ReviewInput,
} from '@fohzshop/shared/schemas/review';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { useProducts } from '@/entities/product/hooks/use-products';
import { FormField } from '@/ui/form-field';
import { EMPTY_REVIEW, inputOf, productIdOf } from '../lib/review-form';
import { SelectField } from '@/ui/select-field';
import { RATING_OPTIONS, SOURCE_LABELS, formatDay } from './review-labels';

type Props = {
  /** null: a new review. */
  review: Review | null;
  busy: boolean;
  onSubmit: (input: ReviewInput) => void;
  onClose: () => void;
};

export function ReviewDialog({ review, busy, onSubmit, onClose }: Props) {
  const { products } = useProducts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewInput>({
    resolver: zodResolver(ReviewInputSchema, { error: frenchErrorMap }),
    defaultValues: review ? inputOf(review) : EMPTY_REVIEW,
  });
  const productOptions = products.map((p) => [p.product_id, p.name] as const);
  return (
    <FormDialog
      open
      title={review ? "Modifier l'avis" : 'Ajouter un avis'}
      busy={busy}
      onClose={onClose}
      form={{ noValidate: true, 'aria-label': 'Avis', onSubmit: handleSubmit(onSubmit) }}
      footer={<SubmitFooter busy={busy} onCancel={onClose} />}
    >
      <Stack gap="4">
        {review?.external_url && (
          <Text fontSize="sm" color="fg.muted">
            Avis importé de Google : la note, le texte et l'auteur suivent Google à chaque
            synchronisation ; le statut et la réponse restent les vôtres.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label="Note"
            options={RATING_OPTIONS}
            error={errors.rating?.message}
            {...register('rating', { valueAsNumber: true })}
          />
          <FormField label="Auteur" error={errors.author_name?.message} required>
            <Input maxLength={80} {...register('author_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Titre" error={errors.title?.message} required>
          <Input maxLength={120} {...register('title')} />
        </FormField>
        <FormField label="Avis" error={errors.body?.message} required>
          <Textarea rows={4} maxLength={5000} {...register('body')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <SelectField
            label="Produit"
            empty="Aucun (avis sur la boutique)"
            options={productOptions}
            error={errors.product_id?.message}
            {...register('product_id', { setValueAs: productIdOf })}
          />
          <SelectField
            label="Source"
            options={Object.entries(SOURCE_LABELS)}
            {...register('source')}
          />
          <SelectField
            label="Statut"
            options={Object.entries(REVIEW_STATUS_LABELS)}
            {...register('status')}
          />
        </SimpleGrid>
        {/* Set by the server from a delivered order of the author: no admin can grant it. */}
        <Text fontSize="sm" color="fg.muted">
          {review?.verified_purchase
            ? `Avis vérifié : son auteur a reçu une commande livrée${review.experience_date ? ` (le ${formatDay(review.experience_date)})` : ''}.`
            : 'Avis non vérifié : seul un avis déposé par un client après la livraison de sa commande porte la mention « Avis vérifié ».'}
        </Text>
        {review?.refusal && (
          <Text fontSize="sm" color="fg.muted">
            Refusé le {formatDay(review.refusal.refused_at)} : {review.refusal.reason}
          </Text>
        )}
        <FormField
          label="Réponse de la boutique"
          error={errors.reply?.message}
          helper="Publiée sous l'avis. Laissez vide pour ne pas répondre."
        >
          <Textarea rows={3} maxLength={REVIEW_REPLY_MAX} {...register('reply')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
