// The confirmed statement goes through the submitWithdrawal callable; its answer never says
// whether the details matched an order.
import { submitWithdrawal as contract } from '@fohzshop/shared/contracts/withdrawal';
import type { WithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { callFunction } from '@/lib/firebase/call-function';

export async function sendWithdrawal(input: WithdrawalRequest): Promise<void> {
  await callFunction(contract, input);
}
