// Public consent hook: the visitor's choice, and the footer's 'Gérer les cookies' action.
import { useSyncExternalStore } from 'react';
import { consentStore, type Consent } from '../api/consent-store';

export function useConsent(): {
  consent: Consent | null;
  bannerVisible: boolean;
  accept: () => void;
  refuse: () => void;
  manage: () => void;
  close: () => void;
} {
  const { consent, panelOpen } = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getSnapshot,
  );
  return {
    consent,
    bannerVisible: consent === null || panelOpen,
    accept: () => consentStore.decide(true),
    refuse: () => consentStore.decide(false),
    manage: consentStore.openPanel,
    close: consentStore.closePanel,
  };
}
