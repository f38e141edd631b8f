// Unknown product id: a 404-like page in French with ways back to the catalogue.
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { button, heading } from '@/ui/recipes';
import s from './product-not-found.styles';

export function ProductNotFound({ productId }: { productId: string }) {
  return (
    <div role="alert" className={s.page}>
      <p className={s.status}>Erreur 404</p>
      <h1 className={heading({ size: '2xl' })}>Produit introuvable</h1>
      <p className={s.text}>
        Le produit « {productId} » n’existe pas ou n’est plus en vente. Parcourez notre catalogue
        pour trouver son remplaçant.
      </p>
      <div className={s.actions}>
        <RouterLink to={ROUTES.SCOOTERS.path} className={button()}>
          Trottinettes électriques
        </RouterLink>
        <RouterLink to={ROUTES.PARTS.path} className={button({ variant: 'outline' })}>
          Pièces détachées
        </RouterLink>
      </div>
    </div>
  );
}
