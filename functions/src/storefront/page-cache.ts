// Rendered responses kept by the instance: what Hosting's CDN does in production, done once more
// in memory so that a cache miss at the CDN (another edge, an expired entry) costs no render
// while the catalogue has not changed. Bounded in bytes; the oldest entries go first.
export type CachedResponse = { status: number; body: string; contentType: string };

export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Render-time labels (« Nouveauté », prices for the day) are recomputed at least this often. */
export const PAGE_CACHE_TTL_MS = 10 * 60 * 1_000;

export function pageCache(maxBytes = PAGE_CACHE_MAX_BYTES, now: () => number = Date.now) {
  const entries = new Map<string, { response: CachedResponse; at: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.response.body.length;
    entries.delete(key);
  };
  return {
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > PAGE_CACHE_TTL_MS) {
        drop(key);
        return undefined;
      }
      // Map order is insertion order: re-inserting makes it the most recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.response;
    },
    set(key: string, response: CachedResponse): void {
      drop(key);
      if (response.body.length > maxBytes) return;
      entries.set(key, { response, at: now() });
      bytes += response.body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
