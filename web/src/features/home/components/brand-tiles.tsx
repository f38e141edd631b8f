// The four scooter brands, as light text tiles linking to their listing.
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@fohzshop/shared/routes';
import { heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import linkBox from '@/ui/link-box.styles';
import s from './brand-tiles.styles';

const BRANDS: { route: RouteDef; tagline: string }[] = [
  { route: ROUTES.SCOOTER_DUALTRON, tagline: 'Puissance et suspensions réglables' },
  { route: ROUTES.SCOOTER_TEVERUN, tagline: 'Performances extrêmes' },
  { route: ROUTES.SCOOTER_KAABO, tagline: 'Robustes et tout-terrain' },
  { route: ROUTES.SCOOTER_INMOTION, tagline: 'Légères et pensées pour la ville' },
];

// Static: memo keeps it out of the re-renders of the page around it (live data).
export const BrandTiles = memo(function BrandTiles() {
  return (
    <section aria-labelledby="brands-title" className={s.section}>
      <h2 id="brands-title" className={heading({ size: 'xl' })}>
        Nos marques
      </h2>
      <div className={s.grid}>
        {BRANDS.map(({ route, tagline }) => (
          <div key={route.path} className={cx(linkBox.box, s.tile)}>
            <h3 className={cx(heading({ size: 'lg' }), s.name)}>
              <RouterLink to={route.path} className={linkBox.overlay}>
                {route.label}
              </RouterLink>
            </h3>
            <p className={s.tagline}>{tagline}</p>
          </div>
        ))}
      </div>
    </section>
  );
});
