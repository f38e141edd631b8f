// Step 1 of the withdrawal function: name, order number, the order's e-mail (where the
// acknowledgement goes), whole order or some items. Painted from the page's HTML as plain form
// controls; checked with the shared schema, which loads when the form is used
// (lib/forms/use-lazy-form.ts), then shown for confirmation.
import { useState } from 'react';
import { WITHDRAWAL_LIMITS, WITHDRAWAL_SCOPE_LABELS } from '@fohzshop/shared/form-limits';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { ParsedWithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import { useLazyForm } from '@/lib/forms/use-lazy-form';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { button } from '@/ui/recipes';
import { EMAIL_INPUT, fieldClasses as f, StaticField, StaticInput } from '@/ui/static-field';
import { cx } from '@/ui/theme/static-styles';
import { itemsText, type WithdrawalValues } from '../lib/prefill';
import s from './withdrawal.styles';

const loadCheck = () => import('../lib/withdrawal-check').then((m) => m.checkWithdrawal);

type Typed = { values: WithdrawalValues; ticked: string[] };
type Props = {
  defaults: WithdrawalValues;
  ticked: string[];
  order?: Order | undefined;
  onReview: (statement: ParsedWithdrawalRequest, typed: Typed) => void;
};

export function RequestForm({ defaults, ticked: initialTicks, order, onReview }: Props) {
  const [scope, setScope] = useState(defaults.scope);
  const [items, setItems] = useState(defaults.items);
  const [ticked, setTicked] = useState(initialTicks);
  // Served in the page's HTML: a submit before the app has started would reload the page.
  const hydrated = useFullyHydrated();
  // What the form gives back after « Modifier ».
  const typedOf = (statement: ParsedWithdrawalRequest): WithdrawalValues => ({
    name: statement.name,
    order_number: statement.order_number,
    email: statement.email,
    scope: statement.scope,
    items,
  });
  const { errors, formProps } = useLazyForm(loadCheck, (statement) =>
    onReview(statement, { values: typedOf(statement), ticked }),
  );

  const tick = (productId: string, on: boolean) => {
    const next = on ? [...ticked, productId] : ticked.filter((id) => id !== productId);
    setTicked(next);
    if (order) setItems(itemsText(order, next));
  };

  return (
    <form method="post" {...formProps} aria-label="Formulaire de rétractation">
      <div className={s.stack}>
        <div className={s.pair}>
          <StaticInput
            label="Nom et prénom"
            error={errors.name}
            required
            name="name"
            autoComplete="name"
            maxLength={WITHDRAWAL_LIMITS.name}
            defaultValue={defaults.name}
          />
          <StaticInput
            label="Numéro de commande"
            error={errors.order_number}
            helper="Dans l’e-mail de confirmation, sous la forme FZ-2026-000123."
            required
            name="order_number"
            autoCapitalize="characters"
            defaultValue={defaults.order_number}
          />
        </div>
        <StaticInput
          label="Adresse e-mail utilisée pour la commande"
          error={errors.email}
          helper="L’accusé de réception est envoyé à cette adresse, celle de la commande."
          required
          {...EMAIL_INPUT}
          defaultValue={defaults.email}
        />
        <fieldset>
          <legend className={s.legend}>Rétractation de</legend>
          <div className={s.tight}>
            {(['order', 'items'] as const).map((value) => (
              <label key={value} className={s.choice}>
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  className={f.choice}
                  defaultChecked={defaults.scope === value}
                  onChange={(event) => event.currentTarget.checked && setScope(value)}
                />
                {WITHDRAWAL_SCOPE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        {scope === 'items' ? (
          <div className={s.tight}>
            {order?.items.map((item) => (
              <label key={item.product_id} className={s.choice}>
                <input
                  type="checkbox"
                  className={f.choice}
                  checked={ticked.includes(item.product_id)}
                  onChange={(event) => tick(item.product_id, event.target.checked)}
                />
                {item.quantity} × {item.name}
              </label>
            ))}
            <StaticField
              label="Articles concernés"
              error={errors.items}
              helper="Par exemple : 1 × Batterie 60 V 30 Ah."
              required
            >
              {(control) => (
                <textarea
                  {...control}
                  name="items"
                  className={f.textarea}
                  rows={3}
                  maxLength={WITHDRAWAL_LIMITS.items}
                  value={items}
                  onChange={(event) => setItems(event.target.value)}
                />
              )}
            </StaticField>
          </div>
        ) : (
          // Kept while hidden, as the form kept it before: the check sees what was typed.
          <input type="hidden" name="items" value={items} />
        )}
        <button type="submit" className={cx(button({ size: 'lg' }), s.submit)} disabled={!hydrated}>
          {WITHDRAWAL_TEXTS.review}
        </button>
      </div>
    </form>
  );
}
