// The « Code promo » field: what the customer typed goes to the server as it is; its refusal is
// shown at the field, an accepted code with its discount and conditions and a way to remove it.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/testing/render';
import { PromotionCodeField } from './promotion-code-field';

const applied = {
  code: 'BIENVENUE10',
  items_cents: 129_900,
  discount_cents: 12_990,
  total_cents: 116_910,
  conditions: '10 % de remise avec le code BIENVENUE10, dès 100,00 € d’achats.',
};

describe('PromotionCodeField', () => {
  it('sends the code typed (button or Enter) and shows the server’s refusal at the field', () => {
    const onApply = vi.fn();
    render(
      <TestProviders>
        <PromotionCodeField
          applied={null}
          error="Ce code promo a expiré le 31/08/2026 à 23:59."
          pending={false}
          onApply={onApply}
          onRemove={() => {}}
        />
      </TestProviders>,
    );
    const field = screen.getByRole('textbox', { name: 'Code promo' });
    fireEvent.change(field, { target: { value: 'ete2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onApply).toHaveBeenCalledTimes(2);
    expect(onApply).toHaveBeenCalledWith('ete2026');
    expect(screen.getByText('Ce code promo a expiré le 31/08/2026 à 23:59.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('an accepted code: its discount, its conditions, « Retirer le code »', () => {
    const onRemove = vi.fn();
    render(
      <TestProviders>
        <PromotionCodeField
          applied={applied}
          pending={false}
          onApply={() => {}}
          onRemove={onRemove}
        />
      </TestProviders>,
    );
    expect(screen.getByText(/^Code BIENVENUE10 appliqué : -129,90/)).toBeTruthy();
    expect(screen.getByText(applied.conditions)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le code' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
