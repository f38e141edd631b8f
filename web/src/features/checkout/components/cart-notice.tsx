// Nothing to order: an empty cart, or lines that cannot be ordered as they are (product gone,
// out of stock, not enough stock). The customer fixes them on the cart page.
import { Link } from 'react-router-dom';
import type { CartTotals } from '@/entities/cart/lib/card-totals';
import { ROUTES } from '@fohzshop/shared/routes';
import { button, heading, list } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './checkout.styles';

const problemList = list();

export function CartNotice({ totals }: { totals: CartTotals }) {
  const empty = totals.lines.length === 0;
  const problems = totals.lines.filter((line) => line.problem);
  return (
    <div className={s.notice} role="status">
      <h2 className={heading({ size: 'lg' })}>
        {empty ? 'Votre panier est vide' : 'Votre panier doit être corrigé'}
      </h2>
      {empty ? (
        <p className={s.lead}>Ajoutez des produits à votre panier pour passer commande.</p>
      ) : (
        <>
          <p className={s.lead}>
            Certains articles ne peuvent pas être commandés tels quels. Corrigez votre panier puis
            revenez au paiement.
          </p>
          {/* Chakra's List set role="list": kept. */}
          <ul role="list" className={cx(problemList.root, s.problems)}>
            {problems.map((line) => (
              <li key={line.product_id} className={problemList.item}>
                {line.product?.name ?? 'Produit retiré du catalogue'} : {line.problemText}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={ROUTES.CART.path} className={cx(button(), s.back)}>
        Retour au panier
      </Link>
    </div>
  );
}
