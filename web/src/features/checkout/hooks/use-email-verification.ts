// The confirmed address a bank transfer needs, as the checkout follows it: what Auth says now,
// the confirmation link sent on request, and Auth asked again when the customer says they opened
// it, or when they land back from the link (sendEmailVerification's continue URL carries
// ?adresse-confirmee=1). placeOrder checks the address itself; this only spares a refused order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendEmailVerification } from '@fohzshop/shared/contracts/email-verification';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RESERVATION_MESSAGES } from '@fohzshop/shared/reservations/messages';
import { useSession } from '@/entities/session/hooks/use-session';
import { useCallable } from '@/lib/callable/use-callable';
import { readAddressState, type AddressState } from '../api/email-verification';

/** The query parameter of the link's continue URL (functions/src/auth/send-email-verification.ts). */
export const ADDRESS_CONFIRMED_PARAM = 'adresse-confirmee';

const CHECK_FAILED = 'Votre adresse n’a pas pu être vérifiée. Réessayez dans un instant.';

export type EmailVerification = {
  /** unknown: Auth has not answered (or failed); the order then goes to the server, which decides. */
  status: 'unknown' | 'verified' | 'unverified';
  email: string | null;
  /** The address the link was sent to during this visit. */
  sentTo: string | null;
  sending: boolean;
  confirming: boolean;
  /** Auth was asked again on request and still says the address is not confirmed. */
  stillUnconfirmed: boolean;
  send: () => void;
  confirm: () => void;
};

export function useEmailVerification(): EmailVerification {
  const client = useQueryClient();
  const { user } = useSession();
  const [params] = useSearchParams();
  const landed = params.get(ADDRESS_CONFIRMED_PARAM) === '1';
  const key = ['checkout', 'email-address', user?.uid ?? '', landed] as const;
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => readAddressState(landed),
    enabled: Boolean(user),
    staleTime: Infinity,
    // No toast: unknown lets the order through to the server, which says what to do.
    meta: { silent: true },
  });
  const [stillUnconfirmed, setStillUnconfirmed] = useState(false);
  const confirmation = useMutation({
    mutationFn: () => readAddressState(true),
    meta: { errorMessage: CHECK_FAILED },
    onSuccess: (state: AddressState) => {
      client.setQueryData(key, state);
      setStillUnconfirmed(!state.verified);
    },
  });
  const link = useCallable(
    sendEmailVerification,
    { error: RESERVATION_MESSAGES.verificationUnavailable },
    // Already confirmed (in another tab, say): Auth is asked again, which shows it.
    { onSuccess: ({ sent }) => !sent && confirmation.mutate() },
  );
  return {
    status: data ? (data.verified ? 'verified' : 'unverified') : 'unknown',
    email: data?.email ?? null,
    sentTo: link.data?.sent ? link.data.email : null,
    sending: link.isPending,
    confirming: confirmation.isPending,
    stillUnconfirmed: stillUnconfirmed && !confirmation.isPending,
    send: () => link.mutate({}),
    confirm: () => confirmation.mutate(),
  };
}
