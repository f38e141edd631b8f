// Signed-in customers keep « Mon garage » on their account: the sync loads with the session.
// Its own component, so the session never re-renders the page frame (see root-layout.tsx).
import { lazy, Suspense } from 'react';
import { useSession } from '@/entities/session/hooks/use-session';

const GarageAccountSync = lazy(() =>
  import('@/features/garage/components/garage-account-sync').then((m) => ({
    default: m.GarageAccountSync,
  })),
);

export function AccountSync() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <GarageAccountSync />
    </Suspense>
  );
}
