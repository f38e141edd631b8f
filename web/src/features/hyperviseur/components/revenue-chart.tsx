// Revenue TTC per day or per month as bars (recharts), amounts in euros from cents, and the same
// figures as a table for screen readers (WCAG 1.1.1: the bars alone carry no text equivalent).
import { Box, Heading } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '@fohzshop/shared/money';
import type { SeriesPoint } from '../lib/dashboard-stats';
import { RevenueTable } from './revenue-table';

const euros = (cents: number) => `${Math.round(cents / 100)} €`;

export function RevenueChart({ title, points }: { title: string; points: SeriesPoint[] }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <Box height="64" aria-label={title} role="img">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ left: 8, right: 8 }}>
            <CartesianGrid
              strokeDasharray="3 3"
              stroke="var(--chakra-colors-border)"
              vertical={false}
            />
            <XAxis dataKey="label" fontSize={11} stroke="var(--chakra-colors-fg-muted)" />
            <YAxis
              tickFormatter={euros}
              fontSize={11}
              width={70}
              stroke="var(--chakra-colors-fg-muted)"
            />
            <Tooltip
              formatter={(value) => [formatCents(Number(value)), 'CA TTC']}
              contentStyle={{ background: 'var(--chakra-colors-bg-panel)', borderRadius: 8 }}
            />
            <Bar dataKey="cents" fill="var(--chakra-colors-orange-solid)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <RevenueTable title={title} points={points} />
    </Box>
  );
}
