// Refuse a customer's review: the reason is required, because its author is told why (L111-7-2)
// by e-mail and in their account. Validated by the callable's own contract before it is sent.
import { Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminRefuseReview } from '@fohzshop/shared/contracts/reviews';
import { REVIEW_REFUSAL_REASON_MAX, type Review } from '@fohzshop/shared/schemas/review';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { FormDialog, SubmitFooter } from '@/ui/form-dialog';
import { FormField } from '@/ui/form-field';
import { Textarea } from '@/ui/textarea';

const ReasonSchema = adminRefuseReview.request.pick({ reason: true });
type Reason = z.infer<typeof ReasonSchema>;

type Props = {
  review: Review | null;
  busy: boolean;
  onConfirm: (review: Review, reason: string) => void;
  onCancel: () => void;
};

export function RefuseDialog({ review, busy, onConfirm, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Reason>({
    resolver: zodResolver(ReasonSchema, { error: frenchErrorMap }),
    defaultValues: { reason: '' },
  });
  // A new review to refuse starts from an empty reason.
  useEffect(() => reset({ reason: '' }), [review?.review_id, reset]);
  const close = () => {
    reset();
    onCancel();
  };
  return (
    <FormDialog
      open={review !== null}
      title="Refuser cet avis"
      busy={busy}
      onClose={close}
      form={{
        noValidate: true,
        'aria-label': "Refus de l'avis",
        onSubmit: handleSubmit(({ reason }) => review && onConfirm(review, reason)),
      }}
      footer={
        <SubmitFooter busy={busy} onCancel={close} label="Refuser et prévenir l'auteur" danger />
      }
    >
      <Stack gap="3">
        <Text>
          L'avis « {review?.title} » de {review?.author_name} ne sera pas publié. Son auteur reçoit
          le motif par e-mail et le retrouve dans son compte.
        </Text>
        <FormField
          label="Motif du refus"
          error={errors.reason?.message}
          helper="Précis et courtois : par exemple, le critère de la politique des avis qui n'est pas respecté."
          required
        >
          <Textarea rows={4} maxLength={REVIEW_REFUSAL_REASON_MAX} {...register('reason')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
