// Contact form: react-hook-form + the shared ContactMessageInputSchema, French messages.
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { sendContactMessage } from '@fohzshop/shared/contracts/contact';
import { MESSAGES } from '@fohzshop/shared/messages';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import {
  CONTACT_LIMITS,
  ContactMessageInputSchema,
  type ContactMessageInput,
} from '@fohzshop/shared/schemas/contact';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { FormField } from '@/ui/form-field';
import { useCallable } from '@/lib/callable/use-callable';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

export function ContactForm({ defaults }: { defaults?: Partial<ContactMessageInput> }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(ContactMessageInputSchema, { error: frenchErrorMap }),
    defaultValues: { ...EMPTY, ...defaults },
  });
  const mutation = useCallable(
    sendContactMessage,
    { success: MESSAGES.contactSent, error: MESSAGES.contactFailed },
    { onSuccess: () => reset({ ...EMPTY, ...defaults, subject: '', message: '' }) },
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      aria-label="Formulaire de contact"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Nom et prénom" error={errors.name?.message} required>
            <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} {...register('name')} />
          </FormField>
          <FormField label="Adresse e-mail" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Sujet" error={errors.subject?.message} required>
          <Input maxLength={CONTACT_LIMITS.subject} {...register('subject')} />
        </FormField>
        <FormField
          label="Message"
          error={errors.message?.message}
          helper={`Entre ${CONTACT_LIMITS.messageMin} et ${CONTACT_LIMITS.message} caractères. Pour une commande, indiquez son numéro.`}
          required
        >
          <Textarea rows={7} maxLength={CONTACT_LIMITS.message} {...register('message')} />
        </FormField>
        <Button
          type="submit"
          alignSelf="flex-start"
          size="lg"
          loading={mutation.isPending}
          loadingText="Envoi…"
        >
          Envoyer le message
        </Button>
      </Stack>
    </form>
  );
}
