// Average of the published reviews, and the external site's rating once synchronised.
import { formatFixedFr, formatNumberFr } from '@fohzshop/shared/french-format';
import type { ReviewStats } from '@fohzshop/shared/schemas/review';
import { link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './reviews.styles';
import { Stars } from './stars';

const one = (value: number) => formatFixedFr(value, 1);
const day = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const plural = (count: number) => `${formatNumberFr(count)} avis`;

export function ReviewsSummary({
  site,
  external,
}: {
  site: ReviewStats['site'];
  external?: ReviewStats['external'];
}) {
  return (
    <div className={cx(s.summary, external && s.summaryTwo)}>
      <div className={s.box} data-testid="reviews-average">
        <p className={s.label}>Note moyenne sur FōhzShop</p>
        <div className={s.figureRow}>
          <p className={s.figure}>{site.count > 0 ? one(site.average) : '–'}</p>
          <div className={s.figureSide}>
            <Stars rating={site.average} />
            <p className={s.label}>
              {site.count > 0 ? `sur 5 · ${plural(site.count)}` : 'Aucun avis pour le moment'}
            </p>
          </div>
        </div>
      </div>
      {external && (
        <div className={s.box} data-testid="reviews-external">
          {/* The imported rating says where it comes from and when it was read. */}
          <p className={s.label}>
            Note {external.name}, importée le {day.format(new Date(external.synced_at))}
          </p>
          <div className={s.figureRow}>
            <p className={s.figure}>{one(external.rating)}</p>
            <div className={s.figureSide}>
              <Stars rating={external.rating} />
              <p className={s.label}>sur 5 · {plural(external.count)}</p>
            </div>
          </div>
          <p className={s.fine}>
            Avis publiés et modérés par {external.name} selon ses propres règles ; FōhzShop ne les
            contrôle pas.{' '}
            <a
              href={external.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cx(link(), s.accent)}
            >
              Voir les avis sur {external.name}
              <span className={s.srOnly}> (nouvel onglet)</span>
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
