// useCallable for a screen that loads neither the callable client (Firebase) nor the contract
// (zod) before the first call: both are imported then (the alert e-mails' link page).
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
  return useCallableMutation<C>(
    async (request) => {
      const [{ callFunction }, contract] = await Promise.all([
        import('@/lib/firebase/call-function'),
        loadContract(),
      ]);
      return callFunction(contract, request);
    },
    messages,
    options,
  );
}
