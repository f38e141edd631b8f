// A write through a callable: the shared contract validates the request, the query client shows
// the success or error toast (its one error-to-toast place), and the live listeners bring the
// result back to every screen.
import { useMutation } from '@tanstack/react-query';
import type {
  CallableContract,
  CallableRequest,
  CallableResponse,
} from '@fohzshop/shared/contracts/define';
import { callAdmin } from '../api/call-admin';

export function useCallable<C extends CallableContract>(
  contract: C,
  messages: { success?: string; error?: string; silent?: boolean } = {},
) {
  return useMutation<CallableResponse<C>, Error, CallableRequest<C>>({
    mutationFn: (request) => callAdmin(contract, request),
    meta: {
      successMessage: messages.success,
      errorMessage: messages.error,
      silent: messages.silent,
    },
  });
}
