import { fireEvent, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { formatCents } from '@fohzshop/shared/money';
import type { PaymentMethod } from '@fohzshop/shared/schemas/order';
import { TestProviders } from '@/testing/render';
import type { EmailVerification } from '../hooks/use-email-verification';
import type { PaymentAvailability } from '../hooks/use-payment-options';
import { checkoutDefaults, type CheckoutValues } from './checkout-request';
import { PaymentSection } from './payment-section';

const TODAY = new Date('2026-03-02T10:00:00Z');

// settings/shop/instalment_credit unset: the notice shows its defaults (today's legal text).
vi.mock('@/entities/shop/api/instalment-credit-api', async () => {
  const { instalmentCreditWith } = await import('@fohzshop/shared/instalment-credit');
  return { readInstalmentCredit: () => Promise.resolve(instalmentCreditWith(null)) };
});

/** The section inside a real form, as the checkout renders it. */
const CONFIRMED: EmailVerification = {
  status: 'verified',
  email: 'lea@example.fr',
  sentTo: null,
  sending: false,
  confirming: false,
  stillUnconfirmed: false,
  send: () => {},
  confirm: () => {},
};

function Harness({
  totalCents,
  availability,
  verification = CONFIRMED,
}: {
  totalCents: number;
  availability: PaymentAvailability;
  verification?: EmailVerification;
}) {
  const { register, control, formState } = useForm<CheckoutValues>({
    defaultValues: checkoutDefaults([]),
  });
  const [payment_method, instalments] = useWatch({
    control,
    name: ['payment_method', 'instalments'],
  });
  return (
    <PaymentSection
      totalCents={totalCents}
      values={{ payment_method, instalments }}
      register={register}
      errors={formState.errors}
      today={TODAY}
      availability={availability}
      verification={verification}
    />
  );
}

function show(methods: PaymentMethod[], status: PaymentAvailability['status'] = 'ready') {
  const retry = vi.fn();
  render(
    <TestProviders>
      {/* In the app the checkout is a route: the notice's conditions link needs a router. */}
      <MemoryRouter>
        <Harness totalCents={45_000} availability={{ status, methods, retry }} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { retry };
}

const radio = (name: RegExp) => screen.queryByRole('radio', { name });

describe('PaymentSection', () => {
  it('offers only the methods this deploy takes: no instalments when Alma is off', () => {
    show(['bank_transfer', 'card']);
    expect(radio(/Virement bancaire/)).toBeTruthy();
    expect(radio(/Carte bancaire/)).toBeTruthy();
    expect(radio(/2, 3 ou 4 fois/)).toBeNull();
    expect(screen.queryByTestId('instalment-credit-notice')).toBeNull();
  });

  it('offers the transfer alone, and says so, when no online provider is enabled', () => {
    show(['bank_transfer']);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    screen.getByText(/paiement en ligne est momentanément indisponible/);
  });

  it('keeps the instalment range and schedule when instalments are offered', () => {
    show(['bank_transfer', 'card', 'instalments']);
    screen.getByText("De 50,00 € à 5 000,00 € d'achat.");
    // Consumer credit: the offer carries the legal warning and the lender.
    const credit = screen.getByTestId('instalment-credit-notice').textContent;
    expect(credit).toContain("Attention ! Un crédit coûte de l'argent et doit être remboursé !");
    expect(credit).toContain('Alma SAS');
    fireEvent.click(radio(/2, 3 ou 4 fois/)!);
    const schedule = screen.getByRole('list', { name: 'Échéancier' });
    expect(schedule.querySelectorAll('li')).toHaveLength(3);
    expect(schedule.textContent).toContain(formatCents(15_000));
  });

  it('offers the transfer while the options load', () => {
    show(['bank_transfer'], 'loading');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Vérification');
  });

  it('keeps the transfer when the options could not be read, with a retry', () => {
    const { retry } = show(['bank_transfer'], 'failed');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('le virement bancaire reste');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  describe('transfer while the address is unconfirmed', () => {
    const unconfirmed = (over: Partial<EmailVerification> = {}) => {
      const verification: EmailVerification = {
        ...CONFIRMED,
        status: 'unverified',
        send: vi.fn(),
        confirm: vi.fn(),
        ...over,
      };
      render(
        <TestProviders>
          <Harness
            totalCents={45_000}
            availability={{ status: 'ready', methods: ['bank_transfer', 'card'], retry: vi.fn() }}
            verification={verification}
          />
        </TestProviders>,
      );
      return verification;
    };
    const notice = () => screen.queryByTestId('transfer-email-check');

    it('says why under the transfer and sends the link on request; card stays offered', () => {
      const verification = unconfirmed();
      expect(notice()?.textContent).toContain('adresse e-mail confirmée');
      expect(notice()?.textContent).toContain('lea@example.fr');
      expect(notice()?.textContent).toContain('payer par carte');
      expect(screen.queryByRole('button', { name: 'J’ai confirmé mon adresse' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Recevoir le lien de confirmation' }));
      expect(verification.send).toHaveBeenCalledOnce();
      expect((radio(/Carte bancaire/) as HTMLInputElement).disabled).toBe(false);
      fireEvent.click(radio(/Carte bancaire/)!);
      expect(notice()).toBeNull();
    });

    it('once sent: where it went, and the button that asks Auth again', () => {
      const verification = unconfirmed({ sentTo: 'lea@example.fr' });
      expect(screen.getByRole('status').textContent).toContain('Lien envoyé à lea@example.fr');
      fireEvent.click(screen.getByRole('button', { name: 'J’ai confirmé mon adresse' }));
      expect(verification.confirm).toHaveBeenCalledOnce();
      screen.getByRole('button', { name: 'Renvoyer le lien' });
    });

    it('says so when the link was not opened yet', () => {
      unconfirmed({ sentTo: 'lea@example.fr', stillUnconfirmed: true });
      expect(screen.getByRole('alert').textContent).toContain('pas encore confirmée');
    });

    it('nothing once confirmed, or while Auth has not answered', () => {
      render(
        <TestProviders>
          <Harness
            totalCents={45_000}
            availability={{ status: 'ready', methods: ['bank_transfer', 'card'], retry: vi.fn() }}
            verification={{ ...CONFIRMED, status: 'unknown' }}
          />
        </TestProviders>,
      );
      expect(notice()).toBeNull();
    });
  });
});
