// One figure of the dashboard: label, value, a hint (comparison, detail) and an optional link.
import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from '@/ui/app-link';

type Props = { label: string; value: ReactNode; hint?: ReactNode; to?: string; tone?: string };

export function StatCard({ label, value, hint, to, tone }: Props) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel" data-testid="stat-card">
      <Text fontSize="sm" color="fg.muted">
        {to ? <AppLink to={to}>{label}</AppLink> : label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color={tone} aria-label={label}>
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}
