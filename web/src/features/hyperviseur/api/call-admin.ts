// Every Hyperviseur write goes through the one callable wrapper (contract-validated, French errors).
import type {
  CallableContract,
  CallableRequest,
  CallableResponse,
} from '@fohzshop/shared/contracts/define';
import { callFunction } from '@/lib/firebase/call-function';

export function callAdmin<C extends CallableContract>(
  contract: C,
  request: CallableRequest<C>,
): Promise<CallableResponse<C>> {
  return callFunction(contract, request);
}
