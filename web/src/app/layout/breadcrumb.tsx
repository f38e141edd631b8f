// Breadcrumb (shared buildBreadcrumb): Accueil first, hidden on '/', long paths collapse; on a
// product page the last crumb is the product's name, read from the product of the path's id (the
// query the product page itself makes, so nothing more is loaded). Styled at build time: the
// theme's breadcrumb recipe (ui/recipes.ts) and breadcrumb.styles.ts.
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { buildBreadcrumb } from '@fohzshop/shared/breadcrumb';
import { matchRoute, normalizePathname, productPath } from '@fohzshop/shared/routes';
import { useProduct } from '@/entities/product/hooks/use-product';
import { makeIcon } from '@/ui/icons';
import { breadcrumb, container } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { useScreen } from '../router/use-screen';
import s from './breadcrumb.styles';

const SeparatorIcon = makeIcon('SeparatorIcon', <path d="m9 18 6-6-6-6" />);
const EllipsisIcon = makeIcon(
  'EllipsisIcon',
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </>,
);

const crumbs = breadcrumb({ size: 'sm' });

export function Breadcrumb() {
  const { pathname } = useLocation();
  const handle = useScreen()?.screen.handle;
  const productId = handle?.productDetails ? matchRoute(pathname)?.params.product_id : undefined;
  const { product } = useProduct(productId);
  // Only when this path is the product's own page (not a scooter's id under the parts' path).
  const productName =
    product && productPath(product) === normalizePathname(pathname) ? product.name : undefined;
  const items = buildBreadcrumb(pathname, { lastLabel: productName });
  if (items.length === 0) return null;
  return (
    <div className={cx(container(), s.container)}>
      <nav aria-label="Fil d'Ariane" className={crumbs.root} data-testid="breadcrumb">
        <ol className={cx(crumbs.list, s.list)}>
          {items.map((item, index) => (
            <Fragment key={`${index}-${item.label}`}>
              {index > 0 && (
                <li aria-hidden="true" className={crumbs.separator}>
                  <SeparatorIcon />
                </li>
              )}
              {item.ellipsis ? (
                // The ellipsis is itself the <li>: wrapping it in an item would nest list items.
                <li
                  role="presentation"
                  aria-hidden="true"
                  aria-label="Niveaux intermédiaires masqués"
                  className={crumbs.ellipsis}
                >
                  <EllipsisIcon />
                </li>
              ) : (
                <li className={crumbs.item}>
                  {item.current ? (
                    <span role="link" aria-current="page" className={crumbs.currentLink}>
                      {item.label}
                    </span>
                  ) : item.path ? (
                    <RouterLink to={item.path} className={crumbs.link}>
                      {item.label}
                    </RouterLink>
                  ) : (
                    <span>{item.label}</span>
                  )}
                </li>
              )}
            </Fragment>
          ))}
        </ol>
      </nav>
    </div>
  );
}
