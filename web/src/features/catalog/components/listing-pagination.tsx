// The listing's pagination: each page keeps the filters and sort of the URL, and going to
// another page starts from the top of the results (filters and sort stay in view).
import { pageToSearchParams } from '@fohzshop/shared/catalog/paging-links';
import { PaginationNav } from '@/ui/pagination-nav';

type Props = {
  page: number;
  pageCount: number;
  /** The query string the listing applies (filters, sort, page). */
  query: string;
  /** The element the results start with. */
  resultsId: string;
};

export function ListingPagination({ page, pageCount, query, resultsId }: Props) {
  return (
    <PaginationNav
      page={page}
      pageCount={pageCount}
      hrefOf={(n) => {
        const search = pageToSearchParams(n, query);
        return { search: search ? `?${search}` : '' };
      }}
      onNavigate={() => document.getElementById(resultsId)?.scrollIntoView()}
    />
  );
}
