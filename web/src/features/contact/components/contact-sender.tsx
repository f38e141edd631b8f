// The contact form's call (sendContactMessage), loaded when the form is used (contact-form.tsx,
// lib/forms/lazy-sender.tsx).
import { useEffect } from 'react';
import { sendContactMessage } from '@fohzshop/shared/contracts/contact';
import { MESSAGES } from '@fohzshop/shared/messages';
import type { ContactMessageInput } from '@fohzshop/shared/schemas/contact';
import { useCallable } from '@/lib/callable/use-callable';
import type { SenderProps } from '@/lib/forms/lazy-sender';

export function ContactSender({ onReady, onSent }: SenderProps<ContactMessageInput>) {
  const { mutate, isPending, isSuccess } = useCallable(
    sendContactMessage,
    { success: MESSAGES.contactSent, error: MESSAGES.contactFailed },
    { onSuccess: () => onSent?.() },
  );
  useEffect(
    () => onReady({ send: (values) => mutate(values), pending: isPending, sent: isSuccess }),
    [onReady, mutate, isPending, isSuccess],
  );
  return null;
}
