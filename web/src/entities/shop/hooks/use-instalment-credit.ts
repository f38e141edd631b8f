// The wording of the instalment offers. A storefront page or a client screen's shell brings the
// shop's setting in its page data (server and browser render the same text); a page without it
// shows the defaults (today's legal text) until it is fully hydrated, so that its HTML and the
// first client render agree, then reads the setting.
import { useQuery } from '@tanstack/react-query';
import {
  INSTALMENT_CREDIT_DEFAULTS,
  type InstalmentCredit,
} from '@fohzshop/shared/instalment-credit';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { instalmentCreditQuery } from '../api/instalment-credit-query';

export function useInstalmentCredit(): InstalmentCredit {
  const hydrated = useFullyHydrated();
  const stored = useQuery({ ...instalmentCreditQuery, enabled: hydrated });
  return stored.data ?? INSTALMENT_CREDIT_DEFAULTS;
}
