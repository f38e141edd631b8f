// After the confirmation: the one answer every statement gets, and what to check.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';

export function WithdrawalSent() {
  // The confirmed step had the focus: it moves to this answer, not back to the top of the page.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack gap="3" role="status" data-testid="withdrawal-sent">
      <Heading as="h2" size="lg" ref={title} tabIndex={-1}>
        {WITHDRAWAL_TEXTS.sent}
      </Heading>
      <Text>{WITHDRAWAL_TEXTS.received}</Text>
      <Text color="fg.muted">{WITHDRAWAL_TEXTS.nothingArrived}</Text>
    </Stack>
  );
}
