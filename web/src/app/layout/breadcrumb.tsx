// Breadcrumb (shared buildBreadcrumb): Accueil first, hidden on '/', long paths collapse; on a
// product page the last crumb is the product's name, read from the product of the path's id (the
// query the product page itself makes, so nothing more is loaded).
import { Breadcrumb as Crumbs, Container } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { buildBreadcrumb } from '@fohzshop/shared/breadcrumb';
import { matchRoute, normalizePathname, productPath } from '@fohzshop/shared/routes';
import { useProduct } from '@/entities/product/hooks/use-product';
import { useScreen } from '../router/use-screen';

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
    <Container maxW="7xl" pt="4">
      <Crumbs.Root aria-label="Fil d'Ariane" size="sm" data-testid="breadcrumb">
        <Crumbs.List flexWrap="wrap">
          {items.map((item, index) => (
            <Fragment key={`${index}-${item.label}`}>
              {index > 0 && <Crumbs.Separator />}
              {item.ellipsis ? (
                // Chakra's Ellipsis is itself the <li>: wrapping it in an Item would nest list items.
                <Crumbs.Ellipsis aria-label="Niveaux intermédiaires masqués" />
              ) : (
                <Crumbs.Item>
                  {item.current ? (
                    <Crumbs.CurrentLink asChild>
                      <span>{item.label}</span>
                    </Crumbs.CurrentLink>
                  ) : item.path ? (
                    <Crumbs.Link asChild>
                      <RouterLink to={item.path}>{item.label}</RouterLink>
                    </Crumbs.Link>
                  ) : (
                    <span>{item.label}</span>
                  )}
                </Crumbs.Item>
              )}
            </Fragment>
          ))}
        </Crumbs.List>
      </Crumbs.Root>
    </Container>
  );
}
