// What the global setup hands to the specs: URLs of the e2e stack, demo logins, an owner DB client.
import { inject } from 'vitest';
import { RtdbClient } from '@fohzshop/local-stack/stack/rtdb';

export { DEMO_ADMIN, DEMO_CUSTOMER } from '@fohzshop/local-stack/seed/demo-users';

export interface E2eStack {
  /** The built SPA served by the Hosting emulator (SPA rewrites as in production). */
  baseUrl: string;
  rtdbUrl: string;
  authUrl: string;
  functionsUrl: string | null;
  /** The e2e web build served at baseUrl (browser build and prerendered pages). */
  webDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack;
  }
}

export const e2eStack = (): E2eStack => inject('e2eStack');

/** Reads and writes the e2e database as its owner (rules bypassed), e.g. to arrange or check data. */
export const adminDb = (): RtdbClient => new RtdbClient(e2eStack().rtdbUrl);
