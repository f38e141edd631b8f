import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@fohzshop/shared/schemas/order';
import { ORDER_CASES } from '@/testing/orders-in-every-status';
import { renderWithProviders } from '@/testing/render';
import { OrderReturn } from './order-return';

const calls = vi.hoisted(() => ({
  returns: [] as unknown[],
  downloads: [] as { name: string; text: string }[],
}));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, request: unknown) => {
    if (contract.name !== 'requestReturn') throw new Error(`unexpected ${contract.name}`);
    calls.returns.push(request);
    return Promise.resolve({ ok: true });
  },
}));
vi.mock('@/lib/download', () => ({
  downloadText: (text: string, name: string) => calls.downloads.push({ name, text }),
}));
vi.mock('@/entities/shop/hooks/use-shop-contact', () => ({ useShopContact: () => null }));

const base = ORDER_CASES.find((c) => c.name === 'paid')?.order as Order;
const delivered = (at: Date): Order => ({
  ...base,
  status: 'delivered',
  delivery: { status: 'delivered', delivered_at: at.toISOString() },
});
const ask = () => screen.getByRole('button', { name: 'Demander un retour' });
const reason = () => screen.getByRole('textbox', { name: /Motif du retour/ });

describe('OrderReturn', () => {
  beforeEach(() => {
    calls.returns = [];
    calls.downloads = [];
  });

  it('asks a reason in French before sending the return request, then closes its form', async () => {
    renderWithProviders(<OrderReturn order={delivered(new Date())} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(ask());
    expect(reason()).toHaveProperty('required', true);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByText(
      'Expliquez en quelques mots le motif du retour (10 caractères minimum).',
    );
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(calls.returns).toEqual([]);

    fireEvent.change(reason(), { target: { value: 'Taille du pneu incorrecte.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() =>
      expect(calls.returns).toEqual([
        { order_id: base.order_id, reason: 'Taille du pneu incorrecte.' },
      ]),
    );
    await screen.findByText('Votre demande de retour a bien été enregistrée.');
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    ask();
  });

  it('downloads the model withdrawal form filled in for the order', () => {
    renderWithProviders(<OrderReturn order={delivered(new Date())} />);
    fireEvent.click(screen.getByRole('button', { name: 'formulaire de rétractation' }));
    expect(calls.downloads).toHaveLength(1);
    expect(calls.downloads[0]?.name).toBe(`formulaire-retractation-${base.number}.txt`);
    expect(calls.downloads[0]?.text).toContain(`Commande n° ${base.number}`);
  });

  it('says why no return can be asked, or how the one asked stands', () => {
    const { unmount } = renderWithProviders(<OrderReturn order={base} />);
    screen.getByText(
      /Vous pourrez demander un retour une fois la commande livrée, pendant 14 jours/,
    );
    unmount();
    const { unmount: again } = renderWithProviders(
      <OrderReturn order={delivered(new Date('2026-01-02T10:00:00.000Z'))} />,
    );
    screen.getByText(/Le délai de rétractation de 14 jours après la livraison est dépassé/);
    again();
    const returned = {
      ...delivered(new Date()),
      return: { status: 'requested', reason: 'Abîmé', requested_at: '2026-03-05T10:00:00.000Z' },
    } as Order;
    renderWithProviders(<OrderReturn order={returned} />);
    expect(screen.getByRole('region', { name: 'Retour et rétractation' }).textContent).toContain(
      'Retour demandé le 5 mars 2026 — statut :',
    );
    expect(screen.queryByRole('button', { name: 'Demander un retour' })).toBeNull();
  });
});
