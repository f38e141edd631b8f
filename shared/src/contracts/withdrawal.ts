// The withdrawal function (« Renoncer au contrat ici »): anyone may send a statement, signed in
// or not. The answer is the same whether or not the details match an order (WITHDRAWAL_TEXTS):
// only the order's own address ever hears about it.
import { z } from 'zod';
import { WithdrawalRequestSchema } from '../schemas/withdrawal';
import { defineCallable } from './define';

export const submitWithdrawal = defineCallable({
  name: 'submitWithdrawal',
  access: 'public',
  request: WithdrawalRequestSchema,
  response: z.object({ ok: z.literal(true) }),
});
