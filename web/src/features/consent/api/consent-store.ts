// Cookie consent (CNIL): refusing is as easy as accepting; the choice is kept 6 months, then
// asked again; it can be changed at any time from the footer ('Gérer les cookies').
import { STORAGE_KEYS } from '@/lib/storage-keys';

const KEY = STORAGE_KEYS.consent;
const MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000;

export type Consent = { analytics: boolean; decided_at: string };
type State = { consent: Consent | null; panelOpen: boolean };

function read(): Consent | null {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Consent> | null;
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

let state: State = { consent: typeof window === 'undefined' ? null : read(), panelOpen: false };
const listeners = new Set<() => void>();

function setState(next: State): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const consentStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): State => state,
  decide(analytics: boolean): void {
    const consent = { analytics, decided_at: new Date().toISOString() };
    try {
      localStorage.setItem(KEY, JSON.stringify(consent));
    } catch {
      // Private mode: the choice lasts for this visit.
    }
    setState({ consent, panelOpen: false });
  },
  openPanel: (): void => setState({ ...state, panelOpen: true }),
  closePanel: (): void => setState({ ...state, panelOpen: false }),
};
