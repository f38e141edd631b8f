// « Donner mon avis » on a delivered order: one product of the order, a rating, a title and a
// text, validated by the shared schema; the review is published after moderation.
// Styled at build time: StaticFields registered by react-hook-form, native selects (StaticSelect).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { submitReview } from '@fohzshop/shared/contracts/reviews';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import type { Order } from '@fohzshop/shared/schemas/order';
import { ReviewSubmissionSchema, type ReviewSubmission } from '@fohzshop/shared/schemas/review';
import { useCallable } from '@/lib/callable/use-callable';
import { LoadingLabel } from '@/ui/loading-label';
import { button } from '@/ui/recipes';
import { fieldClasses, StaticField, StaticInput } from '@/ui/static-field';
import { StaticSelect } from '@/ui/static-select';
import { cx } from '@/ui/theme/static-styles';
import a from './account.styles';
import s from './order-details.styles';

const RATINGS = [5, 4, 3, 2, 1].map((n) => [String(n), `${n} / 5`] as const);

type SelectProps = Omit<ComponentProps<typeof StaticSelect>, 'children'> & {
  label: string;
  options: readonly (readonly [string, string])[];
};

/**
 * ui/select-field.tsx's twin without Chakra: a label tied to a native select by id. React 19 passes
 * the ref react-hook-form registers as a prop, which StaticSelect spreads on its <select>.
 */
function SelectField({ label, options, ...select }: SelectProps) {
  return (
    <StaticField label={label}>
      {(control) => (
        <StaticSelect {...control} {...select} rootClassName={s.select}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </StaticSelect>
      )}
    </StaticField>
  );
}

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
  if (products.length === 0) return <p>Merci pour vos avis sur cette commande.</p>;
  const { errors } = formState;
  const busy = mutation.isPending;
  return (
    <form
      noValidate
      aria-label="Donner mon avis"
      onSubmit={handleSubmit((review) => mutation.mutate(review))}
    >
      <div className={s.stack}>
        <p className={a.strong}>Donner mon avis</p>
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
        <StaticInput
          label="Titre"
          error={errors.title?.message}
          required
          maxLength={120}
          {...register('title')}
        />
        <StaticField label="Votre avis" error={errors.body?.message} required>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={5000}
              className={fieldClasses.textarea}
              {...register('body')}
            />
          )}
        </StaticField>
        <button
          type="submit"
          className={cx(button(), s.alignFlexStart)}
          disabled={busy}
          data-loading={busy ? '' : undefined}
        >
          <LoadingLabel loading={busy}>Envoyer mon avis</LoadingLabel>
        </button>
      </div>
    </form>
  );
}
