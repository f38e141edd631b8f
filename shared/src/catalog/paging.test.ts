import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_GAP, pageToSearchParams, pageWindow } from './paging-links';
import { PAGE_SIZE, clampPage, pageFromSearchParams, paginate } from './paging';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('paginate', () => {
  it('cuts 130 items into pages of 24, numbered from 1', () => {
    const list = numbers(130);
    expect(PAGE_SIZE).toBe(24);
    const second = paginate(list, 2);
    expect(second).toMatchObject({ page: 2, pageCount: 6, total: 130, firstIndex: 24 });
    expect(second.lastIndex).toBe(48);
    expect(second.items).toEqual(numbers(48).slice(24));
    const last = paginate(list, 6);
    expect(last.items).toEqual(list.slice(120));
    expect(last).toMatchObject({ firstIndex: 120, lastIndex: 130 });
  });

  it('clamps out-of-range and invalid pages to the nearest page that exists', () => {
    const list = numbers(50);
    expect(paginate(list, 0).page).toBe(1);
    expect(paginate(list, -3).page).toBe(1);
    expect(paginate(list, 99).page).toBe(3);
    expect(paginate(list, Number.POSITIVE_INFINITY).page).toBe(3);
    expect(paginate(list, Number.NEGATIVE_INFINITY).page).toBe(1);
    expect(paginate(list, Number.NaN).page).toBe(1);
    expect(paginate(list, 1.6).page).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 4)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
      firstIndex: 0,
      lastIndex: 0,
    });
  });

  it('reads a page size below 1 as 1, and a fractional one rounded down', () => {
    expect(paginate([1, 2], 2, 0)).toMatchObject({ items: [2], pageCount: 2 });
    expect(paginate([1, 2, 3], 1, 2.5)).toMatchObject({ items: [1, 2], pageCount: 2 });
    expect(paginate([1, 2], 1, Number.NaN).pageCount).toBe(2);
  });

  it('pages put back together give the whole list, in order, without overlap, none too long', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 300 }),
        fc.integer({ min: 1, max: 60 }),
        (list, size) => {
          const { pageCount } = paginate(list, 1, size);
          const pages = Array.from({ length: pageCount }, (_, i) => paginate(list, i + 1, size));
          expect(pages.flatMap((p) => p.items)).toEqual(list);
          pages.forEach((p, i) => {
            expect(p.page).toBe(i + 1);
            expect(p.items.length).toBeLessThanOrEqual(size);
            expect(p.items).toEqual(list.slice(p.firstIndex, p.lastIndex));
            // Each page starts where the previous one ended: no overlap, no hole.
            expect(p.firstIndex).toBe(i === 0 ? 0 : pages[i - 1]?.lastIndex);
          });
          // Only the last page may be short, and only an empty list has an empty page.
          pages.slice(0, -1).forEach((p) => expect(p.items).toHaveLength(size));
          expect(pages.at(-1)?.items.length === 0).toBe(list.length === 0);
        },
      ),
    );
  });

  it('any requested page, even invalid, gives a page that exists and its slice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 200 }),
        fc.integer({ min: 1, max: 50 }),
        fc.oneof(fc.integer(), fc.double()),
        (list, size, requested) => {
          const result = paginate(list, requested, size);
          expect(result.page).toBeGreaterThanOrEqual(1);
          expect(result.page).toBeLessThanOrEqual(result.pageCount);
          expect(result.items).toEqual(list.slice(result.firstIndex, result.lastIndex));
          expect(result.firstIndex).toBe(Math.min((result.page - 1) * size, list.length));
        },
      ),
    );
  });
});

describe('page in the URL', () => {
  it('reads a plain positive number, anything else is page 1', () => {
    expect(pageFromSearchParams('page=3&tri=price-asc')).toBe(3);
    expect(pageFromSearchParams('')).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'abc', '', '1e3', '03', '9999999', ' 2'])
      expect(pageFromSearchParams(`page=${encodeURIComponent(bad)}`), bad).toBe(1);
  });

  it('writes page 2 and more, removes page 1, keeps the other parameters', () => {
    expect(pageToSearchParams(2, 'marque=Kaabo')).toBe('marque=Kaabo&page=2');
    expect(pageToSearchParams(1, 'marque=Kaabo&page=4')).toBe('marque=Kaabo');
    expect(pageToSearchParams(1)).toBe('');
  });
});

describe('pageWindow', () => {
  it('shows every page of a short pagination', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last, current and neighbours, with gaps elsewhere', () => {
    expect(pageWindow(1, 209)).toEqual([1, 2, PAGE_GAP, 209]);
    expect(pageWindow(50, 209)).toEqual([1, PAGE_GAP, 49, 50, 51, PAGE_GAP, 209]);
    // A gap of a single page shows that page instead.
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 10]);
    expect(pageWindow(10, 10)).toEqual([1, PAGE_GAP, 9, 10]);
  });
});
