// Query key of users/{uid} in the cache (no Firebase import: safe for the initial bundle).
export const userQueryKey = (uid: string) => ['users', uid] as const;
