// What a provider webhook answers for what applyPaymentEvent did: 200 for everything the
// provider should stop sending (applied, ignored, a late payment sent back), 500 when the shop
// or the provider failed, so that the provider sends the event again later.
import type { EventResult } from './apply-payment-event.js';

export type Reply = { status: number; body: Record<string, unknown> };

export const ignored = (reason: string): Reply => ({
  status: 200,
  body: { received: true, applied: false, reason },
});

export function replyOf(result: EventResult): Reply {
  switch (result.status) {
    case 'applied':
      return { status: 200, body: { received: true, applied: true, ...result } };
    case 'missing':
      return ignored('Commande inconnue.');
    case 'ignored':
      return ignored(result.reason);
    case 'refunded':
      return { status: 200, body: { received: true, applied: false, refunded: true } };
    case 'retry':
      return { status: 500, body: { error: result.reason } };
  }
}
