// Side-by-side spec rows of 2–4 scooters. Rows that differ are highlighted (and can be shown
// alone); the best value of a numeric row is bold. On a phone the table scrolls horizontally
// with the characteristic column kept in place (sticky). Styled at build time (compare.styles.ts).
import { Link } from 'react-router-dom';
import type { CompareRow } from '@fohzshop/shared/catalog/compare';
import type { Product } from '@fohzshop/shared/schemas/product';
import { productPath } from '@fohzshop/shared/routes';
import { ProductPicture } from '@/entities/product/components/product-picture';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './compare.styles';

type Props = {
  scooters: readonly Product[];
  rows: readonly CompareRow[];
  onlyDifferences: boolean;
  onRemove: (id: string) => void;
};

const COLUMN_PX = 176;
const removeButton = button({ size: 'xs', variant: 'outline' });

export function CompareTable({ scooters, rows, onlyDifferences, onRemove }: Props) {
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  // Inline: the width depends on how many scooters are compared (2 to 4).
  const minWidth = `${COLUMN_PX + scooters.length * COLUMN_PX}px`;
  return (
    <div className={s.scroll} data-testid="compare-scroll">
      <table className={s.table} style={{ minWidth }}>
        <caption className={s.caption}>
          Comparaison de {scooters.length} trottinettes électriques. Les lignes surlignées
          diffèrent.
        </caption>
        <thead>
          <tr className={s.row}>
            <th className={cx(s.columnHeader, s.sticky)}>Caractéristique</th>
            {scooters.map((scooter) => (
              <th key={scooter.product_id} className={cx(s.columnHeader, s.scooter)}>
                <div className={s.scooterStack}>
                  <div className={s.picture}>
                    <ProductPicture
                      product={scooter}
                      sizes="176px"
                      alt=""
                      decorative
                      width={160}
                      height={120}
                    />
                  </div>
                  <Link to={productPath(scooter)}>
                    <p className={s.name}>{scooter.name}</p>
                  </Link>
                  <button
                    type="button"
                    className={removeButton}
                    onClick={() => onRemove(scooter.product_id)}
                    aria-label={`Retirer ${scooter.name} de la comparaison`}
                  >
                    Retirer
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr
              key={row.key}
              className={cx(s.row, row.differs && s.differs)}
              data-differs={row.differs || undefined}
            >
              <th
                scope="row"
                className={cx(s.columnHeader, s.sticky, row.differs && s.stickyDiffers)}
              >
                {row.label}
                {row.differs && <span className={s.hidden}> (valeurs différentes)</span>}
              </th>
              {row.values.map((value, index) => {
                const best = row.best.includes(index);
                return (
                  <td key={index} className={cx(s.cell, best && s.best)}>
                    {value}
                    {best && <span className={s.hidden}> (meilleure valeur)</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
