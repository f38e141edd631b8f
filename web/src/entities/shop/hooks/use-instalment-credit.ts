// The wording of the instalment offers: the defaults (today's legal text) until the page is fully
// hydrated — so the server's HTML and the first client render agree — then the shop's setting.
import { useQuery } from '@tanstack/react-query';
import {
  INSTALMENT_CREDIT_DEFAULTS,
  type InstalmentCredit,
} from '@fohzshop/shared/instalment-credit';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';

export const INSTALMENT_CREDIT_KEY = ['settings', 'shop', 'instalment_credit'] as const;

export function useInstalmentCredit(): InstalmentCredit {
  const hydrated = useFullyHydrated();
  const stored = useQuery({
    queryKey: INSTALMENT_CREDIT_KEY,
    queryFn: () => import('../api/instalment-credit-api').then((m) => m.readInstalmentCredit()),
    enabled: hydrated,
    staleTime: 60 * 60 * 1000,
    // The defaults are the legal text: no toast when the setting cannot be read.
    meta: { silent: true },
  });
  return stored.data ?? INSTALMENT_CREDIT_DEFAULTS;
}
