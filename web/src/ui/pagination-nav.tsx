// Numbered pagination made of real links, so it works before hydration and for crawlers:
// « Précédent », the pages around the current one, « Suivant », and « Page 2 sur 5 ». Styled at
// build time: a listing's pagination hydrates with the page, without Chakra's runtime.
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { PAGE_GAP, pageWindow } from '@fohzshop/shared/catalog/paging-links';
import s from './pagination-nav.styles';
import { button } from './recipes';
import { cx } from './theme/static-styles';

type Props = {
  page: number;
  pageCount: number;
  /** Where page `n` is (same path, another query string). */
  hrefOf: (page: number) => To;
  /** After a plain click on a link (not a ctrl-click opening a tab), e.g. to scroll. */
  onNavigate?: () => void;
};

export function PaginationNav({ page, pageCount, hrefOf, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const onClick = (event: MouseEvent) => {
    if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) onNavigate?.();
  };
  const link = (target: number, children: ReactNode, extra: Record<string, string> = {}) => (
    <RouterLink
      to={hrefOf(target)}
      onClick={onClick}
      className={cx(button({ size: 'sm', variant: target === page ? 'solid' : 'outline' }), s.link)}
      {...extra}
    >
      {children}
    </RouterLink>
  );
  return (
    <nav aria-label="Pagination" className={s.nav}>
      <ul className={s.list}>
        {page > 1 && <li>{link(page - 1, 'Précédent', { rel: 'prev' })}</li>}
        {pageWindow(page, pageCount).map((n, index) =>
          n === PAGE_GAP ? (
            <li key={`gap-${index}`} aria-hidden="true" className={s.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              {link(n, n, {
                'aria-label': `Page ${n}`,
                ...(n === page ? { 'aria-current': 'page' } : {}),
              })}
            </li>
          ),
        )}
        {page < pageCount && <li>{link(page + 1, 'Suivant', { rel: 'next' })}</li>}
      </ul>
      <p className={s.status}>{`Page ${page} sur ${pageCount}`}</p>
    </nav>
  );
}
