// The revenue chart's figures as a table for screen readers (WCAG 1.1.1: the bars alone carry no
// text equivalent); visually hidden, the chart shows the same figures.
import { Box } from '@chakra-ui/react';
import { formatCents } from '@fohzshop/shared/money';
import type { SeriesPoint } from '../lib/dashboard-stats';

export function RevenueTable({ title, points }: { title: string; points: SeriesPoint[] }) {
  return (
    <Box as="table" srOnly>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Période</th>
          <th scope="col">CA TTC</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.key}>
            <th scope="row">{point.label}</th>
            <td>{formatCents(point.cents)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
