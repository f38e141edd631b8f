// The toaster instance and `notify`: the one place that puts messages on screen (SPEC §8:
// French, top right, 2 s, progress bar — see ui/toaster.tsx).
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import { userMessage } from '@/lib/errors';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show(type: ToastKind, message: string): void {
  // The same text twice in a row (e.g. two failing listeners) shows once.
  const id = `${type}:${message}`;
  if (toaster.isVisible(id)) return;
  toaster.create({ id, type, description: message, closable: true });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};

/** Show an error: its own French text when it has one, else `fallback`. */
export function notifyError(error: unknown, fallback: string = MESSAGES.internal): void {
  notify.error(userMessage(error, fallback));
}
