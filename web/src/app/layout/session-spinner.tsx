// While a session is expected and not known yet, a full-screen spinner covers the app (a signed-in
// customer never sees a signed-out header flash by). Drawn over the page, so it shifts nothing.
import { useSession } from '@/entities/session/hooks/use-session';
import { FullScreenSpinner } from '@/ui/spinners';

export function SessionSpinner() {
  const { resolved } = useSession();
  return resolved ? null : <FullScreenSpinner />;
}
