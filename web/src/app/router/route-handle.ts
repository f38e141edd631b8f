// What a route carries in its `handle`: its shared route name (title, description, breadcrumb)
// or an explicit title; listing routes also carry the product type and brand they show.
import type { RouteName } from '@fohzshop/shared/routes';
import type { ProductType, ScooterBrand } from '@fohzshop/shared/catalog/taxonomy';

export type RouteHandle = {
  routeName?: RouteName;
  title?: string;
  description?: string;
  type?: ProductType;
  brand?: ScooterBrand;
  /** A product page (its name is the last breadcrumb crumb). */
  productDetails?: boolean;
};
