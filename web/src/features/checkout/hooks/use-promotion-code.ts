// The « Code promo » of the checkout: what the server answers for the code typed (the discount
// and the new total, or its French refusal, shown at the field). The answer is a query keyed by
// the code and the cart's amount, so a cart changed meanwhile asks again; the server checks the
// code once more when the order is placed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallableResponse } from '@fohzshop/shared/contracts/define';
import type { checkPromotionCode } from '@fohzshop/shared/contracts/promotion-check';
import { checkCode } from '../api/check-promotion-code';

export type AppliedCode = CallableResponse<typeof checkPromotionCode>;
const EMPTY = 'Saisissez un code promo.';

export function usePromotionCode(itemsCents: number) {
  const [code, setCode] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['promotion-code', code, itemsCents],
    queryFn: () => checkCode(code!),
    enabled: code !== null && code !== '',
    retry: false,
    staleTime: 0,
    // Shown at the field, not as a toast; never part of a rendered page.
    meta: { silent: true, embed: false },
    placeholderData: keepPreviousData,
  });
  const refused = query.isError ? query.error.message : undefined;
  const current = code !== null && code !== '' && !query.isError && !query.isPlaceholderData;
  return {
    applied: current ? (query.data ?? null) : null,
    error: code === '' ? EMPTY : refused,
    pending: query.isFetching,
    apply: (typed: string) => {
      const next = typed.trim();
      if (next === code) void query.refetch();
      else setCode(next);
    },
    remove: () => setCode(null),
    /** After a refused order: the code may be the reason (used up meanwhile). */
    recheck: () => {
      if (code) void query.refetch();
    },
  };
}
