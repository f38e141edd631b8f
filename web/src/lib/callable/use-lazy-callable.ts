// useCallable for a screen that loads neither the callable client (Firebase) nor the contract
// (zod) with the page: both are imported at the first call, or earlier by preload() (a form calls
// it when it is first used, so the send does not wait for the download). The alert e-mails' link
// page, the contact form and the withdrawal function use it.
import { useCallback } from 'react';
import type { CallableContract } from '@fohzshop/shared/contracts/define';
import {
  useCallableMutation,
  type CallableMessages,
  type CallableOptions,
} from './callable-mutation';

export function useLazyCallable<C extends CallableContract>(
  loadContract: () => Promise<C>,
  messages: CallableMessages = {},
  options: CallableOptions<C> = {},
) {
  const load = useCallback(
    () => Promise.all([import('@/lib/firebase/call-function'), loadContract()]),
    [loadContract],
  );
  const mutation = useCallableMutation<C>(
    async (request) => {
      const [{ callFunction }, contract] = await load();
      return callFunction(contract, request);
    },
    messages,
    options,
  );
  // A failed download is not an error here: the call itself tries again and reports it.
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  return { ...mutation, preload };
}
