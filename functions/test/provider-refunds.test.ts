import { afterEach, describe, expect, it } from 'vitest';
import { providerOf, type RefundRequest } from '../src/payments/provider.js';
import { providerRefused, refusalReason } from '../src/payments/refund-messages.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const request: RefundRequest = {
  order_id: 'o1',
  number: 'FZ-2026-000001',
  amount_cents: 1000,
  idempotency_key: 'refund-o1-refund_1',
  now: new Date('2026-03-02T10:00:00Z'),
};

describe('providerOf', () => {
  it('finds the provider stored on the order, whatever is enabled now', () => {
    process.env.PAYMENT_PROVIDERS = '';
    for (const id of ['stripe', 'alma', 'bank_transfer'] as const)
      expect(providerOf(id).id).toBe(id);
  });
});

describe('refunds without a provider API', () => {
  it('notes a bank transfer refund as a transfer still to make', async () => {
    expect(await providerOf('bank_transfer').refund(request)).toEqual({
      note: 'Virement de remboursement à effectuer',
    });
  });
});

describe('refusal messages', () => {
  it('give the reason in French and never the provider’s own wording', () => {
    expect(refusalReason('charge_already_refunded')).toBe(
      'le paiement est déjà entièrement remboursé',
    );
    expect(refusalReason('some_new_code')).toBe('demande refusée');
    expect(refusalReason(undefined)).toBe('demande refusée');
    expect(providerRefused('Stripe', 'amount_too_large')).toMatchObject({
      code: 'failed-precondition',
      message:
        "Stripe a refusé le remboursement : le montant dépasse ce qui reste remboursable. Rien n'a été enregistré.",
    });
  });
});
