// The empty cart: the shop's message and the ways back into the catalogue.
import { Link } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { button, heading } from '@/ui/recipes';
import s from './cart.styles';

const LINKS = [ROUTES.SCOOTERS, ROUTES.PARTS, ROUTES.PARTS_COMPETITION] as const;

export function CartEmpty() {
  return (
    <div className={s.empty}>
      <h2 className={heading({ size: 'md' })}>{MESSAGES.emptyCart}</h2>
      <p className={s.lead}>
        Parcourez nos trottinettes électriques et nos pièces : la livraison est offerte en France.
      </p>
      <div className={s.emptyLinks}>
        {LINKS.map((route, index) => (
          <Link
            key={route.path}
            to={route.path}
            className={button({ variant: index === 0 ? 'solid' : 'outline' })}
          >
            {route.title}
          </Link>
        ))}
      </div>
    </div>
  );
}
