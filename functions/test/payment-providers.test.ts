import { afterEach, describe, expect, it } from 'vitest';
import { enabledProviders } from '../src/payments/payment-params.js';
import { providerFor } from '../src/payments/provider.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('enabledProviders', () => {
  it('reads a comma-separated list, ignoring case, spaces and unknown names', () => {
    expect([...enabledProviders(' Stripe, alma ,paypal')]).toEqual(['stripe', 'alma']);
    expect([...enabledProviders('none')]).toEqual([]);
  });

  it('means the default (the sandbox) when the param is unset', () => {
    expect([...enabledProviders('')]).toEqual(['sandbox']);
  });
});

describe('providerFor', () => {
  it('sends cards to Stripe and instalments to Alma when they are enabled', () => {
    process.env.PAYMENT_PROVIDERS = 'stripe,alma,sandbox';
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(providerFor('card').id).toBe('stripe');
    expect(providerFor('instalments').id).toBe('alma');
    expect(providerFor('bank_transfer').id).toBe('bank_transfer');
  });

  it('uses the sandbox for the others on the emulators only', () => {
    process.env.PAYMENT_PROVIDERS = 'stripe,sandbox';
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(providerFor('instalments').id).toBe('sandbox');
    delete process.env.FUNCTIONS_EMULATOR;
    expect(() => providerFor('instalments')).toThrow(/paiement en ligne est momentanément/);
    expect(providerFor('card').id).toBe('stripe');
  });

  it('refuses online payment in French when nothing is enabled', () => {
    process.env.PAYMENT_PROVIDERS = 'none';
    process.env.FUNCTIONS_EMULATOR = 'true';
    for (const method of ['card', 'instalments'] as const) {
      expect(() => providerFor(method)).toThrow(
        expect.objectContaining({ code: 'unavailable' }) as Error,
      );
    }
  });
});
