// French 404, styled at build time (not-found-route.styles.ts).
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND_PAGE, ROUTES } from '@fohzshop/shared/routes';
import { button, heading } from '@/ui/recipes';
import s from './not-found-route.styles';

export function NotFoundRoute() {
  return (
    <div className={s.page} data-testid="not-found">
      <p className={s.code}>404</p>
      <h1 className={heading({ size: '2xl' })}>{NOT_FOUND_PAGE.title}</h1>
      <p className={s.text}>
        {NOT_FOUND_PAGE.description} Vérifiez l'adresse ou utilisez la recherche (Ctrl + K) pour
        trouver un produit.
      </p>
      <div className={s.actions}>
        <RouterLink to={ROUTES.HOME.path} className={button()}>
          Retour à l'accueil
        </RouterLink>
        <RouterLink to={ROUTES.SCOOTERS.path} className={button({ variant: 'outline' })}>
          Voir les trottinettes
        </RouterLink>
      </div>
    </div>
  );
}
