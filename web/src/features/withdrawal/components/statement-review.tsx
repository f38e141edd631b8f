// Step 2: the statement as it will be sent, then the separate « Confirmer la rétractation »
// (D221-5). Nothing is sent before that button.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ParsedWithdrawalRequest } from '@fohzshop/shared/schemas/withdrawal';
import { WITHDRAWAL_TEXTS, withdrawalStatement } from '@fohzshop/shared/withdrawal-texts';

type Props = {
  statement: ParsedWithdrawalRequest;
  sending: boolean;
  onConfirm: () => void;
  onEdit: () => void;
};

export function StatementReview({ statement, sending, onConfirm, onEdit }: Props) {
  // The form this step replaces had the focus: it moves here, not back to the top of the page.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack gap="4" as="section" aria-labelledby="withdrawal-review-title">
      <Heading as="h2" size="lg" id="withdrawal-review-title" ref={title} tabIndex={-1}>
        Votre déclaration de rétractation
      </Heading>
      <Box borderWidth="1px" rounded="l2" p="4" bg="bg.subtle" data-testid="withdrawal-statement">
        {withdrawalStatement(statement).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        En confirmant, vous envoyez cette déclaration. {WITHDRAWAL_TEXTS.received}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button size="lg" onClick={onConfirm} loading={sending} loadingText="Envoi…">
          {WITHDRAWAL_TEXTS.confirm}
        </Button>
        <Button size="lg" variant="outline" onClick={onEdit} disabled={sending}>
          Modifier
        </Button>
      </Flex>
    </Stack>
  );
}
