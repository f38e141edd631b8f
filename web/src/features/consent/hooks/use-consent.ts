// Public consent hook: the visitor's choice, and the footer's 'Gérer les cookies' action.
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import { consentStore, type Consent } from '../api/consent-store';

// The server renders the banner for everyone; index.html's inline script hides it before paint
// when a choice is stored.
const UNDECIDED = { consent: null, panelOpen: false };
const undecided = () => UNDECIDED;
type State = typeof UNDECIDED | { consent: Consent | null; panelOpen: boolean };
// An undecided visitor's state equals the server's: the banner does not re-render at the switch.
const sameState = (a: State, b: State) => a.consent === b.consent && a.panelOpen === b.panelOpen;

export function useConsent(): {
  consent: Consent | null;
  bannerVisible: boolean;
  accept: () => void;
  refuse: () => void;
  manage: () => void;
  close: () => void;
} {
  const { consent, panelOpen } = useBrowserStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    undecided,
    sameState,
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
