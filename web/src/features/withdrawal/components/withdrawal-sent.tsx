// After the confirmation: the one answer every statement gets, and what to check.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';

export function WithdrawalSent() {
  return (
    <Stack gap="3" role="status" data-testid="withdrawal-sent">
      <Heading as="h2" size="lg">
        {WITHDRAWAL_TEXTS.sent}
      </Heading>
      <Text>{WITHDRAWAL_TEXTS.received}</Text>
      <Text color="fg.muted">{WITHDRAWAL_TEXTS.nothingArrived}</Text>
    </Stack>
  );
}
