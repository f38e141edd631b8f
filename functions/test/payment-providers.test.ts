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

  it('enables nothing when the param is unset (the default)', () => {
    expect([...enabledProviders('')]).toEqual([]);
    expect([...enabledProviders('sandbox')]).toEqual([]);
  });
});

describe('providerFor', () => {
  it('sends cards to Stripe and instalments to Alma when they are enabled', () => {
    process.env.PAYMENT_PROVIDERS = 'stripe,alma';
    expect(providerFor('card').id).toBe('stripe');
    expect(providerFor('instalments').id).toBe('alma');
    expect(providerFor('bank_transfer').id).toBe('bank_transfer');
  });

  it('refuses a method whose provider is not enabled, even on the emulators', () => {
    process.env.PAYMENT_PROVIDERS = 'stripe';
    process.env.FUNCTIONS_EMULATOR = 'true';
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
