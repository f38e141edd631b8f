// Server-wide settings, shared by every namespace of one emulator.

export interface ServerSettings {
  /** Largest write accepted, in bytes: a REST body, or a WebSocket write message. */
  readonly maxWriteBytes: number;
  /** Interval between `keep-alive` events on REST event streams. */
  readonly streamKeepAliveMs: number;
  /** The Functions emulator that database triggers are sent to (none: triggers are refused). */
  readonly functionsEmulatorOrigin?: string;
}

/** Production takes 256 MB per REST write but 16 MB from the SDKs; 16 MB keeps both in line. */
export const DEFAULT_MAX_WRITE_BYTES = 16 * 1024 * 1024;

export const DEFAULT_SETTINGS: ServerSettings = {
  maxWriteBytes: DEFAULT_MAX_WRITE_BYTES,
  streamKeepAliveMs: 30_000,
};

/** Production's message for a write over the limit (REST 400, WebSocket `write_too_big`). */
export function writeTooBigMessage(limit: number): string {
  return `Data to write exceeds the maximum size that can be modified with a single request (the emulator's limit is ${limit} bytes).`;
}
