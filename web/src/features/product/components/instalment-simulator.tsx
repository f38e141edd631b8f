// Pay in 2, 3 or 4 instalments without fees: amounts and dates from the shared instalmentPlan.
// Outside the lender's limits (50 €–5 000 €) it says so and points to the other payment methods.
// The offer is consumer credit: it always carries the credit notice (warning, lender, conditions).
import { useState } from 'react';
import { INSTALMENT_COUNTS, type InstalmentCount } from '@fohzshop/shared/constants';
import { formatDayFr } from '@fohzshop/shared/french-format';
import { instalmentPlan, type InstalmentPlan } from '@fohzshop/shared/instalments';
import { formatCents, toCents } from '@fohzshop/shared/money';
import { InstalmentCreditNotice } from '@/entities/shop/components/instalment-credit-notice';
import { pageTimes } from '@/lib/hydration/page-time';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';
import { button, heading, list } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './instalment-simulator.styles';

const paymentList = list();

const frenchDate = (isoDay: string) => formatDayFr(new Date(`${isoDay}T00:00:00Z`));

type Props = { price: number; today?: Date };

const samePlan = (a: InstalmentPlan, b: InstalmentPlan): boolean =>
  a.eligible === b.eligible &&
  a.payments.length === b.payments.length &&
  a.payments.every(
    (payment, i) =>
      payment.date === b.payments[i]?.date && payment.amountCents === b.payments[i]?.amountCents,
  );

export function InstalmentSimulator({ price, today }: Props) {
  const [count, setCount] = useState<InstalmentCount>(3);
  const totalCents = toCents(price);
  // The plan at the page's render time and at the browser's: the switch to the browser's clock
  // re-renders the simulator only when its dates differ (docs/performance.md).
  const times = pageTimes();
  const planAt = (time: number) => instalmentPlan(totalCents, count, today ?? new Date(time));
  const plan = useHydratedValue(planAt(times.browser), planAt(times.rendered), samePlan);
  return (
    <section aria-labelledby="instalments-title" className={s.section}>
      <h2 id="instalments-title" className={cx(heading({ size: 'sm' }), s.title)}>
        Payer en 2, 3 ou 4 fois sans frais
      </h2>
      {!plan.eligible ? (
        <p className={s.ineligible}>
          {plan.reason} Pour ce produit, payez par carte bancaire ou par virement bancaire.
        </p>
      ) : (
        <>
          <div role="group" aria-label="Nombre de mensualités" className={s.counts}>
            {INSTALMENT_COUNTS.map((n) => (
              <button
                key={n}
                type="button"
                className={button({ size: 'sm', variant: n === count ? 'solid' : 'outline' })}
                aria-pressed={n === count}
                onClick={() => setCount(n)}
              >
                {n} fois
              </button>
            ))}
          </div>
          <p aria-live="polite" className={s.total}>
            {count} mensualités, soit {formatCents(totalCents)} au total, sans frais.
          </p>
          <ol role="list" className={cx(paymentList.root, s.payments)}>
            {plan.payments.map((payment, index) => (
              <li key={payment.date} className={cx(paymentList.item, s.payment)}>
                <span>
                  {index === 0
                    ? `Aujourd’hui (${frenchDate(payment.date)})`
                    : `Le ${frenchDate(payment.date)}`}
                </span>
                <span className={s.amount}>{formatCents(payment.amountCents)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <InstalmentCreditNotice />
    </section>
  );
}
