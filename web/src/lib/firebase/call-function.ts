// The one client wrapper for callable Cloud Functions: validates the request and the response
// with the shared contract, and turns every failure into a French message (CallableError).
import type {
  CallableContract,
  CallableRequest,
  CallableResponse,
} from '@fohzshop/shared/contracts/define';
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

const isFrench = (text: string): boolean =>
  /[àâçéèêëîïôûùüÿœ]|^(Le|La|Les|L'|Vous|Votre|Ce|Cet|Cette|Une?|Aucun|Accès|Stock|Erreur|Trop|Service|Produit|Commande|Utilisateur|Identifiant|Champs?)\b/i.test(
    text,
  );

/** French text for any error thrown by the Functions SDK. */
export function callableErrorMessage(error: unknown): { code: string; message: string } {
  const raw = error as { code?: unknown; message?: unknown } | null;
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'internal';
  const text = typeof raw?.message === 'string' ? raw.message.trim() : '';
  // Our functions throw HttpsError(code, French text); SDK-made errors carry English or the bare code.
  if (text && text !== code && isFrench(text)) return { code, message: text };
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
