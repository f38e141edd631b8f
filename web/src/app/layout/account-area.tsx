// Header account area: login + signup when signed out, the account menu when signed in.
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { userDisplayName } from '@fohzshop/shared/user-name';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSignOut } from '@/entities/session/hooks/use-sign-out';
import { DisclosureMenu } from '@/ui/disclosure-menu';
import { UserIcon } from '@/ui/icons';
import { button, separator, skeleton } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './account-area.styles';

export function AccountArea() {
  const { resolved, isSignedIn, profile, user } = useSession();
  const signOut = useSignOut();

  if (!resolved) return <div className={cx(skeleton(), s.placeholder)} />;

  if (!isSignedIn) {
    return (
      <>
        <RouterLink
          to={ROUTES.USER_LOGIN.path}
          aria-label="Se connecter"
          className={cx(button({ variant: 'ghost' }), s.loginIcon)}
        >
          <UserIcon />
        </RouterLink>
        <div className={s.guestActions}>
          <RouterLink
            to={ROUTES.USER_LOGIN.path}
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Se connecter
          </RouterLink>
          <RouterLink to={ROUTES.USER_SIGNUP.path} className={button({ size: 'sm' })}>
            Créer un compte
          </RouterLink>
        </div>
      </>
    );
  }

  const name = profile ? userDisplayName(profile) : (user?.email ?? 'Mon compte');
  return (
    <DisclosureMenu
      align="end"
      chevron={false}
      label={<UserIcon />}
      size="md"
      buttonClassName={s.accountButton}
      buttonProps={{
        'aria-label': `Mon compte (${name})`,
        title: name,
        'data-testid': 'account-button',
      }}
    >
      {(close) => (
        <ul className={s.items}>
          <li className={s.name}>{name}</li>
          <li>
            <RouterLink to={ROUTES.USER_ACCOUNT.path} onClick={close}>
              Mon compte
            </RouterLink>
          </li>
          <li>
            <RouterLink to={ROUTES.USER_INFORMATION.path} onClick={close}>
              Mes informations
            </RouterLink>
          </li>
          <li>
            <RouterLink to={ROUTES.USER_ORDERS.path} onClick={close}>
              Mes commandes
            </RouterLink>
          </li>
          <li
            role="separator"
            aria-orientation="horizontal"
            className={cx(separator(), s.separator)}
          />
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Se déconnecter
            </button>
          </li>
        </ul>
      )}
    </DisclosureMenu>
  );
}
