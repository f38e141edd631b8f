// « Renoncer au contrat » (C. conso. L221-21, D221-5): the withdrawal function, open to everyone
// without signing in; a signed-in customer picks one of their orders to pre-fill it. The form
// (step 1), then the statement to confirm (step 2), then the one answer every statement gets.
// Styled at build time (no Chakra runtime); the form paints from the HTML and loads its check when
// it is used; the Database SDK loads only for a signed-in customer's orders.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { WITHDRAWAL_PERIOD_DAYS } from '@fohzshop/shared/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { useSession } from '@/entities/session/hooks/use-session';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';
import { heading, link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { MyOrdersPicker } from '../components/my-orders-picker';
import { WithdrawalForm } from '../components/withdrawal-form';
import { EMPTY_VALUES, numberFromSearch, pickableOrders, valuesFromOrder } from '../lib/prefill';
import s from '@/ui/form-page.styles';

export function WithdrawalRoute() {
  // The page is rendered on the server without its query: the order number of an e-mail's link
  // (« ?commande= ») is read once the page has hydrated.
  const search = useHydratedValue(useLocation().search, '');
  const { user } = useSession();
  const [chosen, setChosen] = useState<Order | undefined>();
  const { data: orders = [] } = useQuery({
    queryKey: ['withdrawal', 'my-orders', user?.uid ?? ''],
    queryFn: () => import('../api/my-orders-api').then((api) => api.fetchMyOrders(user!.uid)),
    enabled: Boolean(user),
  });
  const pickable = pickableOrders(orders, new Date());
  const linked = numberFromSearch(search);
  const fromLink = pickable.find(({ order }) => order.number === linked)?.order;
  const order = chosen ?? fromLink;
  const defaults = order
    ? valuesFromOrder(order)
    : { ...EMPTY_VALUES, order_number: linked, email: user?.email ?? '' };
  return (
    <div className={s.page}>
      <div className={s.head}>
        <h1 className={heading({ size: '3xl' })}>{WITHDRAWAL_TEXTS.title}</h1>
        <p className={s.lead}>
          Vous pouvez vous rétracter d’une commande, sans donner de motif, jusqu’à{' '}
          {WITHDRAWAL_PERIOD_DAYS} jours après la livraison du dernier article. Ce formulaire
          suffit, sans vous connecter : indiquez votre nom, le numéro de la commande et l’adresse
          e-mail utilisée pour la commander, vérifiez votre déclaration puis confirmez-la.
        </p>
      </div>
      <div className={s.grid}>
        <div className={s.panel}>
          <WithdrawalForm
            key={`${order?.order_id ?? linked}-${defaults.email}`}
            defaults={defaults}
            order={order}
          />
        </div>
        <aside className={s.aside} aria-label="Rétractation : à savoir">
          <MyOrdersPicker orders={pickable} chosen={order?.order_id} onChoose={setChosen} />
          <div className={s.block}>
            <h2 className={heading({ size: 'md' })}>Après l’envoi</h2>
            <p className={s.small}>
              {WITHDRAWAL_TEXTS.received} Nous vous remboursons au plus tard 14 jours après avoir
              reçu votre rétractation ; renvoyez-nous les articles dans les 14 jours. Détails dans
              nos{' '}
              <Link to={`${ROUTES.TERMS.path}#retractation`} className={cx(link(), s.accent)}>
                conditions générales de vente
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
