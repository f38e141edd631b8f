// The one way a screen calls a callable Cloud Function as a mutation (queries and loaders call
// callFunction itself): the shared contract validates the request and the response, the
// messages become the success or error toast, and the live listeners bring the result back to
// every screen. A screen that must not load the callable client before the call (its page
// budget) uses useLazyCallable, the same hook with the client and the contract loaded on call.
import type { CallableContract } from '@fohzshop/shared/contracts/define';
import { callFunction } from '@/lib/firebase/call-function';
import {
  useCallableMutation,
  type CallableMessages,
  type CallableOptions,
} from './callable-mutation';

export type { CallableMessages } from './callable-mutation';

export function useCallable<C extends CallableContract>(
  contract: C,
  messages: CallableMessages = {},
  options: CallableOptions<C> = {},
) {
  return useCallableMutation<C>((request) => callFunction(contract, request), messages, options);
}
