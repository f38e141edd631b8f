// The one client wrapper for callable Cloud Functions: validates the request and the response
// with the shared contract, and turns every failure into a French message (CallableError).
import type {
  CallableContract,
  CallableRequest,
  CallableResponse,
} from '@fohzshop/shared/contracts/define';
import { isCustomerMessage } from '@fohzshop/shared/customer-error';
import { ERROR_MESSAGES, MESSAGES } from '@fohzshop/shared/messages';
import { formatZodError } from '@fohzshop/shared/zod-messages';
import { UserFacingError } from '../errors';
import { loadFunctions } from './functions';

export class CallableError extends UserFacingError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'CallableError';
  }
}

/**
 * French text for any error thrown by the Functions SDK. The server's own message is kept only
 * when its details carry the customer-message marker (shared/src/customer-error.ts): our
 * functions set it on every error they throw on purpose. Anything else — the SDK's network
 * errors, the framework's refusals in English, a bare code — gets the French text of its code.
 */
export function callableErrorMessage(error: unknown): { code: string; message: string } {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'internal';
  const text = typeof raw?.message === 'string' ? raw.message.trim() : '';
  if (text && isCustomerMessage(raw?.details)) return { code, message: text };
  const known = ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES];
  return { code, message: known ?? MESSAGES.internal };
}

export async function callFunction<C extends CallableContract>(
  contract: C,
  request: CallableRequest<C>,
): Promise<CallableResponse<C>> {
  const parsedRequest = contract.request.safeParse(request);
  if (!parsedRequest.success) {
    throw new CallableError('invalid-argument', formatZodError(parsedRequest.error));
  }
  const { functions, sdk } = await loadFunctions();
  let data: unknown;
  try {
    const result = await sdk.httpsCallable(functions, contract.name)(parsedRequest.data);
    data = result.data;
  } catch (error) {
    const { code, message } = callableErrorMessage(error);
    throw new CallableError(code, message);
  }
  const parsedResponse = contract.response.safeParse(data);
  if (!parsedResponse.success) throw new CallableError('internal', MESSAGES.internal);
  return parsedResponse.data as CallableResponse<C>;
}
