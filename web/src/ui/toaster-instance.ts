// The Chakra (zag) toaster instance, loaded with the first toast or the toaster itself: out of
// the initial bundle (see toaster-store.ts for `notify`).
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@fohzshop/shared/constants';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function showToast(type: ToastKind, message: string): void {
  // The same text twice in a row (e.g. two failing listeners) shows once.
  const id = `${type}:${message}`;
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, description: message, closable: true });
}
