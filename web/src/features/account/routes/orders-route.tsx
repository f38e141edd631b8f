// /mon-compte/mes-commandes: every order of the customer, live. Styled at build time.
import { Link } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { useSession } from '@/entities/session/hooks/use-session';
import { button } from '@/ui/recipes';
import { PageSpinner } from '@/ui/spinners';
import { AccountPage } from '../components/account-page';
import s from '../components/account.styles';
import { OrdersList } from '../components/orders-list';
import { useMyOrders } from '../hooks/use-live-orders';

export function OrdersRoute() {
  const { user } = useSession();
  const orders = useMyOrders(user?.uid);
  return (
    <AccountPage
      title="Mes commandes"
      intro="Le suivi se met à jour en direct : paiement, expédition, livraison et retours."
    >
      {orders === undefined ? (
        <PageSpinner />
      ) : orders.length === 0 ? (
        <div className={s.empty}>
          <p>Vous n'avez pas encore passé de commande.</p>
          <Link to={ROUTES.SCOOTERS.path} className={button()}>
            Découvrir nos trottinettes
          </Link>
        </div>
      ) : (
        <OrdersList orders={orders} />
      )}
    </AccountPage>
  );
}
