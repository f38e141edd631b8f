// The routed page inside the layout. The page is its own hydration region; while a lazily loaded
// page module downloads after a client-side navigation, the page spinner shows.
import { Route, Routes } from 'react-router-dom';
import { Region } from '@/lib/hydration/region';
import { PageSpinner } from '@/ui/spinners';
import { NotFoundPage, SCREENS } from './route-table';

export function AppRoutes() {
  return (
    <Region fallback={<PageSpinner />}>
      <Routes>
        {SCREENS.map((screen) => (
          <Route key={screen.path} path={screen.path} element={screen.render()} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Region>
  );
}
