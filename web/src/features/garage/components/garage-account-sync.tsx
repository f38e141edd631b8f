// Keeps « Mon garage » on the account while a customer is signed in: on sign-in the local and
// account garages are merged once; afterwards a change on this device is saved to
// users/{uid}/garage and a change made on another device (live profile) is adopted here.
// Rendered (lazily) by the layout only for signed-in visitors; it draws nothing.
import { useEffect, useMemo, useRef } from 'react';
import { useSession } from '@/entities/session/hooks/use-session';
import { GARAGE_MAX, useGarage } from '@/entities/garage/hooks/use-garage';
import { saveAccountGarage } from '@/entities/garage/api/garage-account';
import { setGarageIds } from '@/entities/garage/api/garage-store';
import { mergeGarages, sameGarage } from '@/entities/garage/lib/merge-garages';

export function GarageAccountSync() {
  const { user, profile } = useSession();
  const { scooterIds } = useGarage();
  const uid = user?.uid ?? null;
  const accountIds = useMemo(
    () => (profile && profile.user_id === uid ? Object.keys(profile.garage ?? {}) : null),
    [profile, uid],
  );
  // What both sides held after the last synchronisation, for this uid.
  const synced = useRef<{ uid: string; ids: readonly string[] } | null>(null);

  useEffect(() => {
    if (!uid || accountIds === null) return;
    // A failed save is not worth a toast: the garage still works locally and is retried on change.
    const save = (ids: readonly string[]) => void saveAccountGarage(uid, ids).catch(() => {});
    if (synced.current?.uid !== uid) {
      const merged = mergeGarages(accountIds, scooterIds, GARAGE_MAX);
      synced.current = { uid, ids: merged };
      if (!sameGarage(merged, scooterIds)) setGarageIds(merged);
      if (!sameGarage(merged, accountIds)) save(merged);
    } else if (!sameGarage(scooterIds, synced.current.ids)) {
      synced.current = { uid, ids: scooterIds };
      if (!sameGarage(scooterIds, accountIds)) save(scooterIds);
    } else if (!sameGarage(accountIds, synced.current.ids)) {
      synced.current = { uid, ids: accountIds };
      setGarageIds(accountIds);
    }
  }, [uid, accountIds, scooterIds]);

  return null;
}
