// Links to the part listings, with the garage promise (only the parts that fit your scooter).
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import linkBox from '@/ui/link-box.styles';
import s from './parts-teaser.styles';

const TILES = [
  {
    route: ROUTES.PARTS,
    text: 'Pneus, freins, batteries, contrôleurs… et, avec « Mon garage », uniquement les pièces compatibles avec votre trottinette.',
  },
  {
    route: ROUTES.PARTS_COMPETITION,
    text: 'Contrôleurs, moteurs, freinage et suspensions haute performance pour aller plus loin.',
  },
];

// Static: memo keeps it out of the re-renders of the page around it (live data).
export const PartsTeaser = memo(function PartsTeaser() {
  return (
    <section aria-labelledby="parts-title" className={s.section}>
      <h2 id="parts-title" className={heading({ size: 'xl' })}>
        Entretenir et améliorer votre trottinette
      </h2>
      <div className={s.grid}>
        {TILES.map(({ route, text }) => (
          <div key={route.path} className={cx(linkBox.box, s.tile)}>
            <h3 className={cx(heading({ size: 'lg' }), s.title)}>
              <RouterLink to={route.path} className={linkBox.overlay}>
                {route.title}
              </RouterLink>
            </h3>
            <p className={s.text}>{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
});
