// « Donner mon avis » on a delivered order: one product of the order, a rating, a title and a
// text, validated by the shared schema; the review is published after moderation.
import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitReview } from '@fohzshop/shared/contracts/reviews';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { ReviewSubmissionSchema, type ReviewSubmission } from '@fohzshop/shared/schemas/review';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { useCallable } from '@/lib/callable/use-callable';

const RATINGS = [5, 4, 3, 2, 1].map((n) => [String(n), `${n} / 5`] as const);

export function OrderReview({ order }: { order: Order }) {
  const [sent, setSent] = useState<string[]>([]);
  const products = order.items.filter((item) => !sent.includes(item.product_id));
  const first = products[0]?.product_id ?? '';
  const { register, handleSubmit, reset, formState } = useForm<ReviewSubmission>({
    resolver: zodResolver(ReviewSubmissionSchema, { error: frenchErrorMap }),
    defaultValues: { product_id: first, rating: 5, title: '', body: '' },
  });
  const mutation = useCallable(
    submitReview,
    { success: 'Merci ! Votre avis sera publié après vérification.' },
    {
      onSuccess: (_result, review) => {
        const next = [...sent, review.product_id ?? ''];
        setSent(next);
        const remaining = order.items.find((item) => !next.includes(item.product_id));
        reset({ product_id: remaining?.product_id ?? '', rating: 5, title: '', body: '' });
      },
    },
  );
  if (order.delivery.status !== 'delivered') return null;
  if (products.length === 0) return <Text>Merci pour vos avis sur cette commande.</Text>;
  const { errors } = formState;
  return (
    <form
      noValidate
      aria-label="Donner mon avis"
      onSubmit={handleSubmit((review) => mutation.mutate(review))}
    >
      <Stack gap="3">
        <Text fontWeight="semibold">Donner mon avis</Text>
        <SelectField
          label="Produit"
          options={products.map((item) => [item.product_id, item.name] as const)}
          {...register('product_id')}
        />
        <SelectField
          label="Note"
          options={RATINGS}
          {...register('rating', { setValueAs: (value: string) => Number(value) })}
        />
        <FormField label="Titre" error={errors.title?.message} required>
          <Input maxLength={120} {...register('title')} />
        </FormField>
        <FormField label="Votre avis" error={errors.body?.message} required>
          <Textarea rows={4} maxLength={5000} {...register('body')} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={mutation.isPending}>
          Envoyer mon avis
        </Button>
      </Stack>
    </form>
  );
}
