// The screen shown at the current location (undefined: the 404 page), with its route params.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findScreen } from './route-table';

export function useScreen() {
  const { pathname } = useLocation();
  return useMemo(() => findScreen(pathname), [pathname]);
}
