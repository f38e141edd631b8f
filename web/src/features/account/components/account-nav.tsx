// Links between the account pages, the current one marked (signing out is in the header's
// account menu, like on every page).
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './account.styles';

const LINKS = [ROUTES.USER_ACCOUNT, ROUTES.USER_INFORMATION, ROUTES.USER_ORDERS] as const;

export function AccountNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Mon compte" className={s.nav}>
      {LINKS.map((route) => {
        const current = pathname === route.path;
        return (
          <Link
            key={route.path}
            to={route.path}
            className={cx(link(), current ? s.navCurrent : s.navLink)}
            aria-current={current ? 'page' : undefined}
          >
            {route.title}
          </Link>
        );
      })}
    </nav>
  );
}
