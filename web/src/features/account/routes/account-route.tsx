// /mon-compte: greeting, the last orders, and the ways to the other account pages. Styled at
// build time (components/account.styles.ts): no Chakra runtime until a dialog is opened.
import { Link } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { userDisplayName } from '@fohzshop/shared/schemas/user';
import { useSession } from '@/entities/session/hooks/use-session';
import { card, heading, link } from '@/ui/recipes';
import { PageSpinner } from '@/ui/spinners';
import { cx } from '@/ui/theme/static-styles';
import { AccountPage } from '../components/account-page';
import s from '../components/account.styles';
import { DataRights } from '../components/data-rights';
import { MyReviews } from '../components/my-reviews';
import { OrdersList } from '../components/orders-list';
import { useMyOrders } from '../hooks/use-live-orders';

const LAST_ORDERS = 3;

const frame = card({ variant: 'outline' });

function Shortcut({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <div className={frame.root}>
      <div className={cx(frame.body, s.shortcutBody)}>
        <Link to={to} className={cx(link(), s.accent)}>
          {title}
        </Link>
        <p className={s.smallMuted}>{text}</p>
      </div>
    </div>
  );
}

export function AccountRoute() {
  const { user, profile } = useSession();
  const orders = useMyOrders(user?.uid);
  const name = profile?.first_name.trim() || (profile ? userDisplayName(profile) : 'Client');
  return (
    <AccountPage title={`Bonjour ${name}`} intro={user?.email ?? undefined}>
      <div className={s.shortcuts}>
        <Shortcut
          to={ROUTES.USER_INFORMATION.path}
          title="Mes informations"
          text="Nom, téléphone et carnet d'adresses de livraison."
        />
        <Shortcut
          to={ROUTES.USER_ORDERS.path}
          title="Mes commandes"
          text="Suivi en direct, factures, retours et rétractation."
        />
      </div>
      <div className={s.section}>
        <h2 className={heading({ size: 'xl' })}>Dernières commandes</h2>
        {orders === undefined ? (
          <PageSpinner />
        ) : orders.length === 0 ? (
          <p className={s.muted}>Vous n'avez pas encore passé de commande.</p>
        ) : (
          <>
            <OrdersList orders={orders.slice(0, LAST_ORDERS)} />
            {orders.length > LAST_ORDERS && (
              <Link to={ROUTES.USER_ORDERS.path} className={cx(link(), s.accentLink)}>
                Voir toutes mes commandes ({orders.length})
              </Link>
            )}
          </>
        )}
      </div>
      <MyReviews />
      <DataRights />
    </AccountPage>
  );
}
