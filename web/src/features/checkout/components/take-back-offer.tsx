// With a scooter in the order: the free 1-for-1 take-back of the customer's old one (DEEE,
// C. env. R543-180, distance sales included), offered here and recorded on the order.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROUTES } from '@fohzshop/shared/routes';
import { link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './checkout.styles';
import { ChoiceInput } from './choice-input';

export function TakeBackOffer({ field }: { field: UseFormRegisterReturn<'take_back'> }) {
  return (
    <fieldset className={s.takeBack}>
      <legend className={s.legend}>Reprise gratuite de votre ancienne trottinette</legend>
      <ChoiceInput type="checkbox" data-testid="take-back" {...field}>
        <p>
          Je souhaite la reprise gratuite de mon ancienne trottinette électrique (une reprise pour
          une trottinette achetée).
        </p>
      </ChoiceInput>
      <p className={s.note}>
        Notre service client vous contacte pour la récupérer à la livraison ou vous indiquer un
        point de collecte proche, à nos frais. Vos batteries usagées sont aussi reprises
        gratuitement :{' '}
        <a
          href={ROUTES.BATTERY_TAKE_BACK.path}
          target="_blank"
          rel="noopener"
          className={cx(link(), s.link)}
        >
          comment faire (nouvel onglet)
        </a>
        .
      </p>
    </fieldset>
  );
}
