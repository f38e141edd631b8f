// The 13 sorts of the shared SORT_OPTIONS (default 'Meilleures ventes') and a reset button.
import { DEFAULT_SORT, SORT_OPTIONS, isSortKey, type SortKey } from '@fohzshop/shared/catalog/sort';
import { button } from '@/ui/recipes';
import { StaticSelect } from '@/ui/static-select';
import s from './sort-select.styles';

type Props = { value: SortKey; onChange: (sort: SortKey) => void; onReset: () => void };

export function SortSelect({ value, onChange, onReset }: Props) {
  return (
    <div className={s.root}>
      <label htmlFor="catalog-sort" className={s.label}>
        Trier par
      </label>
      <StaticSelect
        id="catalog-sort"
        rootClassName={s.select}
        value={value}
        onChange={(event) => {
          if (isSortKey(event.currentTarget.value)) onChange(event.currentTarget.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StaticSelect>
      {value !== DEFAULT_SORT && (
        <button
          type="button"
          className={button({ size: 'sm', variant: 'ghost' })}
          onClick={onReset}
        >
          Réinitialiser le tri
        </button>
      )}
    </div>
  );
}
