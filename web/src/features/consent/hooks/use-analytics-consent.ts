// Analytics start only once the visitor has accepted (never with the emulators), and stop
// collecting if they change their mind. The Firebase code is fetched only after consent.
import { useEffect } from 'react';
import { useConsent } from './use-consent';

let loaded = false;

export function useAnalyticsConsent(): void {
  const { consent } = useConsent();
  const accepted = consent?.analytics === true;
  useEffect(() => {
    if (!accepted && !loaded) return;
    loaded = true;
    void import('../api/analytics').then(({ setAnalyticsEnabled }) =>
      setAnalyticsEnabled(accepted),
    );
  }, [accepted]);
}
