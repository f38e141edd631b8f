// Signed-in customers keep « Mon garage » and their cart on their account: the syncs load with
// the session.
// Its own component, so the session never re-renders the page frame (see root-layout.tsx).
import { lazy, Suspense } from 'react';
import { useSession } from '@/entities/session/hooks/use-session';

const GarageAccountSync = lazy(() =>
  import('@/features/garage/components/garage-account-sync').then((m) => ({
    default: m.GarageAccountSync,
  })),
);
const CartAccountSync = lazy(() =>
  import('@/entities/cart/components/cart-account-sync').then((m) => ({
    default: m.CartAccountSync,
  })),
);

export function AccountSync() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <GarageAccountSync />
      <CartAccountSync />
    </Suspense>
  );
}
