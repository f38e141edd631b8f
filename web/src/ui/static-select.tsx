// A native <select> with its chevron, styled at build time: the sorts of the pages that hydrate
// without Chakra's runtime (the listings, the reviews page). native-select.tsx is its Chakra twin
// for the screens that load Chakra anyway.
import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';
import { cx } from './theme/static-styles';
import s from './static-select.styles';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  /** Extra classes of the wrapper (a minimum width, for instance). */
  rootClassName?: string;
};

export function StaticSelect({ rootClassName, children, ...select }: Props) {
  return (
    <div className={cx(s.root, rootClassName)}>
      <select {...select} className={s.field}>
        {children}
      </select>
      <div className={s.indicator}>
        <ChevronDownIcon />
      </div>
    </div>
  );
}
