// What useCallable and useLazyCallable share: a mutation whose messages become the query
// client's toasts (its one error-to-toast place, from the meta below).
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type {
  CallableContract,
  CallableRequest,
  CallableResponse,
} from '@fohzshop/shared/contracts/define';

export type CallableMessages = {
  /** Toast on success. */
  success?: string;
  /** Toast on failure, instead of the error's own French message. */
  error?: string;
  /** No error toast: the screen says it itself. */
  silent?: boolean;
};

export type CallableOptions<C extends CallableContract> = Omit<
  UseMutationOptions<CallableResponse<C>, Error, CallableRequest<C>>,
  'mutationFn' | 'meta'
>;

export function useCallableMutation<C extends CallableContract>(
  call: (request: CallableRequest<C>) => Promise<CallableResponse<C>>,
  messages: CallableMessages,
  options: CallableOptions<C>,
) {
  return useMutation<CallableResponse<C>, Error, CallableRequest<C>>({
    ...options,
    mutationFn: call,
    meta: {
      successMessage: messages.success,
      errorMessage: messages.error,
      silent: messages.silent,
    },
  });
}
