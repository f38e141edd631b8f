// Pay in 2, 3 or 4 instalments without fees: amounts and dates from the shared instalmentPlan.
// Outside 50 €–5 000 € it says so and points to the other payment methods.
import { useState } from 'react';
import { Box, Button, HStack, Heading, List, Text } from '@chakra-ui/react';
import { INSTALMENT_COUNTS, type InstalmentCount } from '@fohzshop/shared/constants';
import { formatDayFr } from '@fohzshop/shared/french-format';
import { instalmentPlan, type InstalmentPlan } from '@fohzshop/shared/instalments';
import { formatCents, toCents } from '@fohzshop/shared/money';
import { pageTimes } from '@/lib/hydration/page-time';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';

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
    <Box as="section" aria-labelledby="instalments-title" borderWidth="1px" rounded="l3" p="4">
      <Heading id="instalments-title" as="h2" size="sm" mb="3">
        Payer en 2, 3 ou 4 fois sans frais
      </Heading>
      {!plan.eligible ? (
        <Text fontSize="sm" color="fg.muted">
          {plan.reason} Pour ce produit, payez par carte bancaire ou par virement bancaire.
        </Text>
      ) : (
        <>
          <HStack gap="2" mb="3" role="group" aria-label="Nombre de mensualités">
            {INSTALMENT_COUNTS.map((n) => (
              <Button
                key={n}
                size="sm"
                variant={n === count ? 'solid' : 'outline'}
                aria-pressed={n === count}
                onClick={() => setCount(n)}
              >
                {n} fois
              </Button>
            ))}
          </HStack>
          <Text fontSize="sm" mb="2" aria-live="polite">
            {count} mensualités, soit {formatCents(totalCents)} au total, sans frais.
          </Text>
          <List.Root as="ol" gap="1" fontSize="sm" ps="0" listStyleType="none">
            {plan.payments.map((payment, index) => (
              <List.Item key={payment.date} display="flex" justifyContent="space-between" gap="4">
                <span>
                  {index === 0
                    ? `Aujourd’hui (${frenchDate(payment.date)})`
                    : `Le ${frenchDate(payment.date)}`}
                </span>
                <Text as="span" fontWeight="semibold">
                  {formatCents(payment.amountCents)}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Box>
  );
}
