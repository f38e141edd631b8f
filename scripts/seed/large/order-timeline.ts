// An order moved through its life the way the functions move it: every status change is checked
// by the shared state machines, dated in `history`, and the change that cancels or expires the
// order stamps stock_released_at (same rules as functions/src/orders/order-transition.ts).
import type { Delivery, Order, OrderReturn, Payment } from '@fohzshop/shared/schemas/order';
import { deliveryMachine, type DeliveryStatus } from '@fohzshop/shared/state-machines/delivery';
import {
  ORDER_STOCK_RELEASED,
  orderMachine,
  type OrderStatus,
} from '@fohzshop/shared/state-machines/order';
import { paymentMachine, type PaymentStatus } from '@fohzshop/shared/state-machines/payment';
import { returnMachine, type ReturnStatus } from '@fohzshop/shared/state-machines/return';
import { pushHistory } from './order-admin-parts';

export interface Change {
  at: string;
  /** 'system', the customer's uid or the admin's (the order keeps only the role). */
  by: string;
  /** French history line, as the functions write it. */
  event: string;
  order?: OrderStatus;
  payment?: PaymentStatus;
  delivery?: DeliveryStatus;
  /** A return: created « Demandé » the first time, moved by the return machine afterwards. */
  return?: ReturnStatus;
  paymentPatch?: Partial<Payment>;
  deliveryPatch?: Partial<Delivery>;
  returnPatch?: Partial<OrderReturn>;
}

/** Applies `change` to `order` in place; throws the machines' French error on an illegal step. */
export function applyChange(order: Order, change: Change): void {
  if (change.order !== undefined) {
    orderMachine.assertTransition(order.status, change.order);
    order.status = change.order;
  }
  if (change.payment !== undefined) {
    paymentMachine.assertTransition(order.payment.status, change.payment);
    order.payment = { ...order.payment, status: change.payment };
  }
  order.payment = { ...order.payment, ...change.paymentPatch };
  if (change.delivery !== undefined) {
    deliveryMachine.assertTransition(order.delivery.status, change.delivery);
    order.delivery = { ...order.delivery, status: change.delivery };
  }
  order.delivery = { ...order.delivery, ...change.deliveryPatch };
  if (change.return !== undefined) {
    if (order.return) returnMachine.assertTransition(order.return.status, change.return);
    else if (change.return !== returnMachine.initial)
      throw new Error(`Un retour commence à « ${returnMachine.labels[returnMachine.initial]} ».`);
    order.return = {
      ...(order.return as OrderReturn),
      ...change.returnPatch,
      status: change.return,
    };
  }
  pushHistory(order, change.at, change.event, change.by);
  order.updated_at = change.at;
  if (ORDER_STOCK_RELEASED.includes(order.status) && order.stock_released_at === undefined)
    order.stock_released_at = change.at;
}

/** Time moving forward through one order's life, never past `now`. */
export class OrderClock {
  private t: number;

  constructor(
    private readonly order: Order,
    private readonly nowMs: number,
    private readonly rand: { int(min: number, max: number): number },
  ) {
    this.t = Date.parse(order.created_at);
  }

  get at(): string {
    return new Date(this.t).toISOString();
  }

  /** Moves `min`–`max` ms on; false, without moving, when that would be after now. */
  wait(min: number, max: number): boolean {
    const next = this.t + this.rand.int(min, max);
    if (next > this.nowMs) return false;
    this.t = next;
    return true;
  }

  /** Moves to an instant of the order's life (e.g. its expiry), if it is already past. */
  waitUntil(iso: string): boolean {
    const delay = Date.parse(iso) - this.t;
    return this.wait(delay, delay);
  }

  step(change: Omit<Change, 'at'>): void {
    applyChange(this.order, { ...change, at: this.at });
  }
}
