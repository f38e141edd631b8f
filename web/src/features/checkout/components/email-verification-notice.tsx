// Under « Virement bancaire » while the customer's address is not confirmed: why the transfer
// waits for it, the button that sends the confirmation link, then the one to use once it is
// opened. Card payment stays offered meanwhile.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import type { EmailVerification } from '../hooks/use-email-verification';

type Props = { verification: EmailVerification; cardOffered: boolean };

export function EmailVerificationNotice({ verification, cardOffered }: Props) {
  const { email, sentTo, sending, confirming, stillUnconfirmed, send, confirm } = verification;
  const root = useRef<HTMLDivElement>(null);
  // Once the address is confirmed the notice goes, and the focus on its button (or lost to the
  // body while the button was disabled during the check) would fall back to the top of the page,
  // where a keyboard user starts over: it moves to the chosen payment instead.
  useLayoutEffect(() => {
    const notice = root.current;
    return () => {
      const active = document.activeElement;
      if (!notice || (active && active !== document.body && !notice.contains(active))) return;
      notice
        .closest('[role=radiogroup]')
        ?.querySelector<HTMLInputElement>('input:checked')
        ?.focus();
    };
  }, []);
  return (
    <Stack
      ref={root}
      gap="2"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      rounded="l2"
      p="3"
      data-testid="transfer-email-check"
    >
      <Text fontSize="sm" fontWeight="medium">
        Le virement demande une adresse e-mail confirmée.
      </Text>
      <Text fontSize="sm">
        Vos articles restent réservés plusieurs jours en attendant le virement : confirmez d’abord
        que l’adresse {email ?? 'de votre compte'} est bien la vôtre.
        {cardOffered && ' Vous pouvez aussi payer par carte dès maintenant.'}
      </Text>
      {sentTo && (
        <Text fontSize="sm" role="status">
          Lien envoyé à {sentTo}. Ouvrez-le, puis revenez sur cette page.
        </Text>
      )}
      {stillUnconfirmed && (
        <Text fontSize="sm" color="fg.error" role="alert">
          Votre adresse n’est pas encore confirmée : ouvrez le lien reçu par e-mail (pensez aux
          indésirables), puis réessayez.
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant={sentTo ? 'outline' : 'solid'}
          loading={sending}
          disabled={sending}
          onClick={send}
        >
          {sentTo ? 'Renvoyer le lien' : 'Recevoir le lien de confirmation'}
        </Button>
        {sentTo && (
          <Button size="sm" loading={confirming} disabled={confirming} onClick={confirm}>
            J’ai confirmé mon adresse
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
