// /commande-validee?commande=<order_id> (signed in): the order, live, and what happens next.
// Styled at build time (components/order-confirmation.styles.ts): no Chakra runtime.
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { button, heading } from '@/ui/recipes';
import { PageSpinner } from '@/ui/spinners';
import { OrderConfirmation } from '../components/order-confirmation';
import s from '../components/order-confirmation.styles';
import { useLiveOrder } from '../hooks/use-live-order';

export function OrderConfirmedRoute() {
  const [params] = useSearchParams();
  const live = useLiveOrder(params.get('commande') ?? '');
  if (live.state === 'loading') return <PageSpinner />;
  if (live.state === 'missing')
    return (
      <div className={s.missing}>
        <h1 className={heading({ size: '2xl' })}>{MESSAGES.orderNotFound}</h1>
        <p className={s.muted}>
          Ce lien ne correspond à aucune de vos commandes. Retrouvez-les toutes dans votre compte.
        </p>
        <Link to={ROUTES.USER_ORDERS.path} className={button()}>
          Mes commandes
        </Link>
      </div>
    );
  return <OrderConfirmation order={live.order} />;
}
