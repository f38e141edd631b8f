// The listing this route shows: `{ routeName, type, brand }` from the matched route's handle,
// with its shared route definition (title, description).
import { useMatches } from 'react-router';
import { ROUTES, type RouteDef, type RouteName } from '@fohzshop/shared/routes';
import type { ProductType, ScooterBrand } from '@fohzshop/shared/schemas/product';

export type ListingHandle = {
  routeName?: RouteName;
  type?: ProductType;
  brand?: ScooterBrand;
  route?: RouteDef;
};

export function useListingHandle(): ListingHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as ListingHandle | undefined;
    if (handle && (handle.routeName || handle.type)) {
      const route = handle.routeName ? ROUTES[handle.routeName] : undefined;
      return {
        routeName: handle.routeName,
        type: handle.type ?? route?.productType,
        brand: handle.brand ?? route?.brand,
        route,
      };
    }
  }
  return {};
}
