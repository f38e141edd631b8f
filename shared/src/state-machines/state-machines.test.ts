import { describe, expect, it } from 'vitest';
import { InvalidTransitionError, type StateMachine } from './define';
import { deliveryMachine } from './delivery';
import { ORDER_STATUSES, orderMachine } from './order';
import { paymentMachine } from './payment';
import { returnMachine } from './return';

// Widened to string statuses: these checks are generic over the four machines.
const machines = [
  orderMachine,
  paymentMachine,
  deliveryMachine,
  returnMachine,
] as unknown as StateMachine<string>[];

describe('state machines', () => {
  it.each(machines.map((m) => [m.subject, m] as const))(
    '%s: labels and transitions are complete and consistent',
    (_s, machine) => {
      for (const status of machine.statuses) {
        expect(machine.labels[status]).toMatch(/^\p{Lu}/u);
        for (const next of machine.transitions[status] ?? [])
          expect(machine.statuses).toContain(next);
      }
      expect(machine.statuses).toContain(machine.initial);
      expect(Object.keys(machine.transitions).sort()).toEqual([...machine.statuses].sort());
    },
  );

  it('every status is reachable from the initial one', () => {
    for (const machine of machines) {
      const seen = new Set<string>([machine.initial]);
      const queue: string[] = [machine.initial];
      for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
        for (const next of machine.nextStatuses(status)) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].sort()).toEqual([...machine.statuses].sort());
    }
  });

  it('allows the happy path of an order', () => {
    const path = [
      'pending_payment',
      'paid',
      'preparing',
      'shipped',
      'delivered',
      'refunded',
    ] as const;
    for (let i = 1; i < path.length; i++)
      expect(orderMachine.canTransition(path[i - 1]!, path[i]!)).toBe(true);
  });

  it('refuses illegal transitions with a French message', () => {
    expect(orderMachine.canTransition('shipped', 'cancelled')).toBe(false);
    expect(orderMachine.transitionError('delivered', 'pending_payment')).toBe(
      'Transition impossible : la commande est « Livrée » et ne peut pas passer à « En attente de paiement ».',
    );
    expect(orderMachine.transitionError('paid', 'paid')).toBe('La commande est déjà « Payée ».');
    expect(orderMachine.transitionError('paid', 'lost' as never)).toBe(
      'Statut inconnu pour la commande : « lost ».',
    );
    expect(() => paymentMachine.assertTransition('refunded', 'paid')).toThrow(
      InvalidTransitionError,
    );
    expect(() => paymentMachine.assertTransition('refunded', 'paid')).toThrow(
      'Transition impossible : le paiement est « Remboursé » et ne peut pas passer à « Payé ».',
    );
    expect(() => deliveryMachine.assertTransition('pending', 'shipped')).not.toThrow();
  });

  it('knows terminal statuses', () => {
    expect(ORDER_STATUSES.filter((s) => orderMachine.isTerminal(s))).toEqual([
      'cancelled',
      'expired',
      'refunded',
    ]);
    expect(returnMachine.isTerminal('refunded')).toBe(true);
    expect(paymentMachine.canTransition('partially_refunded', 'partially_refunded')).toBe(true);
    expect(orderMachine.isStatus('paid')).toBe(true);
    expect(orderMachine.isStatus('nope')).toBe(false);
  });
});
