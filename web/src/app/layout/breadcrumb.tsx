// Breadcrumb (SPEC §2, shared buildBreadcrumb): Accueil first, hidden on '/', long paths collapse.
import { Breadcrumb as Crumbs, Container } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from '@/lib/router/link';
import { useLocation } from '@/lib/router/location';
import { buildBreadcrumb } from '@fohzshop/shared/breadcrumb';
import { useBreadcrumbLabelFor } from '@/ui/breadcrumb-label';

export function Breadcrumb() {
  const { pathname } = useLocation();
  const lastLabel = useBreadcrumbLabelFor(pathname);
  const items = buildBreadcrumb(pathname, { lastLabel });
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
