// The sandbox's hosted page: payment_sessions/{session_id} (readable by its owner only) and the
// customer's choice, sent to the sandboxPaymentAction callable, which signs it on the server.
import { queryOptions } from '@tanstack/react-query';
import { get, ref } from 'firebase/database';
import { sandboxPaymentAction } from '@fohzshop/shared/contracts/payments';
import type { CallableRequest } from '@fohzshop/shared/contracts/define';
import { isDatabaseKey } from '@fohzshop/shared/database-key';
import { PaymentSessionSchema, type PaymentSession } from '@fohzshop/shared/payments';
import { callFunction } from '@/lib/firebase/call-function';
import { db } from '@/lib/firebase/database';

export const paymentSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['payment_sessions', sessionId],
    /** null: no such session, or not the visitor's (the rules refuse both alike). */
    queryFn: async (): Promise<PaymentSession | null> => {
      if (!isDatabaseKey(sessionId)) return null;
      try {
        const value = (await get(ref(db(), `payment_sessions/${sessionId}`))).val();
        const parsed = PaymentSessionSchema.safeParse(value);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
  });

export const sendSandboxOutcome = (request: CallableRequest<typeof sandboxPaymentAction>) =>
  callFunction(sandboxPaymentAction, request);
