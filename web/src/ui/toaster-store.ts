// `notify`: the one place that puts messages on screen (French, top right, 2 s, progress
// bar — see ui/toaster.tsx). The toaster instance (zag toast machine) is loaded with the first
// toast, so it stays out of the initial bundle; toasts keep their order.
import { MESSAGES } from '@fohzshop/shared/messages';
import { userMessage } from '@/lib/errors';
import type * as ToasterInstance from './toaster-instance';
import type { ToastKind } from './toaster-instance';

let requested = false;
const listeners = new Set<() => void>();
let instance: Promise<typeof ToasterInstance> | undefined;

/** Loads the toaster instance (once). */
export const loadToaster = () => (instance ??= import('./toaster-instance'));

/** True once a toast was asked for; `onToastRequested` tells the host to mount the toaster. */
export const toastRequested = () => requested;
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(type: ToastKind, message: string): void {
  requested = true;
  listeners.forEach((listener) => listener());
  void loadToaster().then((m) => m.showToast(type, message));
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
