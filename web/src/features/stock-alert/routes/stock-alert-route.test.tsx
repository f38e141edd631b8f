// The page of the alert e-mails' links: it confirms or ends the alert at once and says so, in
// French; a link without a token, or one the server refuses, says why.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STOCK_ALERT_TEXTS } from '@fohzshop/shared/stock-alerts';
import { renderWithProviders } from '@/testing/render';
import { StockAlertRoute } from './stock-alert-route';

const confirmAlert = vi.fn();
const endAlert = vi.fn();
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, { token }: { token: string }) => {
    if (contract.name === 'confirmStockAlert') return confirmAlert(token);
    if (contract.name === 'unsubscribeStockAlert') return endAlert(token);
    throw new Error(`unexpected ${contract.name}`);
  },
}));

const TOKEN = `${'a'.repeat(32)}.${'B'.repeat(43)}`;

beforeEach(() => {
  confirmAlert.mockReset();
  endAlert.mockReset();
});

describe('/alerte-retour-en-stock', () => {
  it('confirms the alert of the link and leads to the product', async () => {
    confirmAlert.mockResolvedValue({
      product_id: 'wolf',
      product_name: 'Kaabo Wolf King GT',
      product_path: '/trottinettes-electriques/wolf',
    });
    renderWithProviders(<StockAlertRoute />, {
      path: `/alerte-retour-en-stock?confirmer=${TOKEN}`,
    });
    await screen.findByText(STOCK_ALERT_TEXTS.confirmed('Kaabo Wolf King GT'));
    expect(confirmAlert).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('link', { name: 'Voir le produit' }).getAttribute('href')).toBe(
      '/trottinettes-electriques/wolf',
    );
  });

  it('ends the alert in one click', async () => {
    endAlert.mockResolvedValue(undefined);
    renderWithProviders(<StockAlertRoute />, {
      path: `/alerte-retour-en-stock?desinscrire=${TOKEN}`,
    });
    await screen.findByText(STOCK_ALERT_TEXTS.unsubscribed);
    expect(endAlert).toHaveBeenCalledWith(TOKEN);
    expect(confirmAlert).not.toHaveBeenCalled();
  });

  it('says why when the link has no token or the server refuses it', async () => {
    const { unmount } = renderWithProviders(<StockAlertRoute />, {
      path: '/alerte-retour-en-stock',
    });
    expect(screen.getByText(STOCK_ALERT_TEXTS.missingToken)).toBeTruthy();
    unmount();
    confirmAlert.mockRejectedValue(new Error(STOCK_ALERT_TEXTS.linkInvalid));
    renderWithProviders(<StockAlertRoute />, {
      path: `/alerte-retour-en-stock?confirmer=${TOKEN}`,
    });
    await screen.findByText(STOCK_ALERT_TEXTS.linkInvalid);
  });
});
