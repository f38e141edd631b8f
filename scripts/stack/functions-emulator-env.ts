// Environment every Functions emulator of the project starts with (npm start, the e2e stack,
// the functions test stacks).
//
// The emulator starts one runtime process per function per request in flight and gives it
// FUNCTIONS_DISCOVERY_TIMEOUT seconds (30 by default) to open its socket. When a runtime is
// late, firebase-tools 15 logs « Failed to load function » and returns without answering: the
// request it was starting for hangs forever (a callable's client, or the database's trigger
// delivery). On a 2-core machine that also runs Chromium, six runtimes cold-starting at once
// took longer than 30 s (docs/local-stack.md, « Slow machines »). A late runtime must make a
// request slow, never lost.
const FUNCTIONS_RUNTIME_START_TIMEOUT_S = 180;

export const FUNCTIONS_EMULATOR_ENV: Readonly<Record<string, string>> = {
  FUNCTIONS_DISCOVERY_TIMEOUT: String(FUNCTIONS_RUNTIME_START_TIMEOUT_S),
  NO_UPDATE_NOTIFIER: '1',
};
