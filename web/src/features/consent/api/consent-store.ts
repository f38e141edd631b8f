// Cookie consent (CNIL): refusing is as easy as accepting; the choice is kept 6 months, then
// asked again; it can be changed at any time from the footer ('Gérer les cookies').
import { createLocalStore } from '@/lib/local-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000;

export type Consent = { analytics: boolean; decided_at: string };
type State = { consent: Consent | null; panelOpen: boolean };

function parse(text: string | null): Consent | null {
  try {
    const raw = JSON.parse(text ?? 'null') as Partial<Consent> | null;
    if (!raw || typeof raw.analytics !== 'boolean' || typeof raw.decided_at !== 'string')
      return null;
    const age = Date.now() - Date.parse(raw.decided_at);
    return Number.isFinite(age) && age < MAX_AGE_MS
      ? { analytics: raw.analytics, decided_at: raw.decided_at }
      : null;
  } catch {
    return null;
  }
}

// Private mode: the choice lasts for this visit.
const stored = createLocalStore<Consent | null>({
  key: STORAGE_KEYS.consent,
  empty: null,
  parse,
  keepInPage: true,
});
let panelOpen = false;
let state: State = { consent: null, panelOpen };

function setPanel(open: boolean): void {
  panelOpen = open;
  stored.notify();
}

export const consentStore = {
  subscribe: stored.subscribe,
  /** The same object while neither the stored choice nor the panel changed. */
  getSnapshot(): State {
    const consent = stored.get();
    if (consent !== state.consent || panelOpen !== state.panelOpen) state = { consent, panelOpen };
    return state;
  },
  decide(analytics: boolean): void {
    panelOpen = false;
    stored.set({ analytics, decided_at: new Date().toISOString() });
  },
  openPanel: (): void => setPanel(true),
  closePanel: (): void => setPanel(false),
};
