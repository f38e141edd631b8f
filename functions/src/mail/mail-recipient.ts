// Whether an order e-mail goes to an address its owner has verified: the order's account, as Auth
// knows it now, has this very address and has verified it. A deleted account, another address or
// an Auth error count as unverified, the safe side (the e-mail then says « Bonjour, » and nothing
// the customer typed; order-mail-content.ts).
import * as logger from 'firebase-functions/logger';
import type { Order } from '@fohzshop/shared/schemas/order';
import { auth } from '../core/admin.js';
import { fieldOf } from '../core/stored-value.js';
import type { Recipient } from './order-mail-content.js';

export async function recipientOf(order: Pick<Order, 'user_id' | 'email'>): Promise<Recipient> {
  try {
    const user = await auth().getUser(order.user_id);
    const same = user.email?.toLowerCase() === order.email.toLowerCase();
    return { verified: user.emailVerified && same };
  } catch (error) {
    if (fieldOf(error, 'code') !== 'auth/user-not-found')
      logger.warn('order e-mail: recipient not checked', { error: String(error) });
    return { verified: false };
  }
}
