// The one way a screen calls a callable Cloud Function as a mutation (queries and loaders call
// callFunction itself): the shared contract validates the request and the response, the query
// client shows the success or error toast (its one error-to-toast place, from the meta below),
// and the live listeners bring the result back to every screen. A contract can be given as a
// loader, so that its schemas (zod) load on the first call rather than with the page.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type {
  CallableContract,
  CallableRequest,
  CallableResponse,
} from '@fohzshop/shared/contracts/define';
import { callFunction } from '@/lib/firebase/call-function';

export type CallableMessages = {
  /** Toast on success. */
  success?: string;
  /** Toast on failure, instead of the error's own French message. */
  error?: string;
  /** No error toast: the screen says it itself. */
  silent?: boolean;
};

type Options<C extends CallableContract> = Omit<
  UseMutationOptions<CallableResponse<C>, Error, CallableRequest<C>>,
  'mutationFn' | 'meta'
>;

export function useCallable<C extends CallableContract>(
  contract: C | (() => Promise<C>),
  messages: CallableMessages = {},
  options: Options<C> = {},
) {
  return useMutation<CallableResponse<C>, Error, CallableRequest<C>>({
    ...options,
    mutationFn: async (request) =>
      callFunction(typeof contract === 'function' ? await contract() : contract, request),
    meta: {
      successMessage: messages.success,
      errorMessage: messages.error,
      silent: messages.silent,
    },
  });
}
