// The price each cart product had when this visitor added it (this device only): the cart page
// flags the lines whose price changed since.
import { useBrowserStore } from '@/lib/hydration/use-browser-store';
import {
  getSeenPrices,
  getServerSeenPrices,
  subscribeSeenPrices,
  type SeenPrices,
} from '../api/seen-prices';

export function useSeenPrices(): SeenPrices {
  return useBrowserStore(subscribeSeenPrices, getSeenPrices, getServerSeenPrices);
}
