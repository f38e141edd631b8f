// The shop's internal note on an order, editable at any time: react-hook-form checked like
// adminUpdateOrder's `note` (500 characters; empty removes it). It is stored in
// order_admin/{order_id}, which the customer's rules deny, never in the order itself.
import { Button, Flex } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminUpdateOrder } from '@fohzshop/shared/contracts/orders';
import { optionalText } from '@fohzshop/shared/schemas/common';
import { ORDER_NOTE_MAX } from '@fohzshop/shared/schemas/order-admin';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { Textarea } from '@/ui/textarea';
import { FormField } from '@/ui/form-field';
import { useCallable } from '@/lib/callable/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import { Panel } from './panel';

const NoteFormSchema = z.object({ note: optionalText(ORDER_NOTE_MAX) });
type NoteForm = z.infer<typeof NoteFormSchema>;

export function OrderNote({ orderId, note }: { orderId: string; note: string | undefined }) {
  const update = useCallable(adminUpdateOrder, {
    success: HV_MESSAGES.orderUpdated,
    error: HV_MESSAGES.orderUpdateFailed,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<NoteForm>({
    resolver: zodResolver(NoteFormSchema, { error: frenchErrorMap }),
    defaultValues: { note: note ?? '' },
  });
  return (
    <Panel title="Note interne">
      <form
        noValidate
        aria-label="Note interne"
        onSubmit={handleSubmit(({ note }) => update.mutate({ order_id: orderId, note }))}
      >
        <FormField
          label="Note (visible de la boutique seulement)"
          error={errors.note?.message}
          helper="500 caractères au plus ; videz le champ pour retirer la note."
        >
          <Textarea rows={3} {...register('note')} />
        </FormField>
        <Flex justify="flex-end" mt="2">
          <Button size="sm" type="submit" disabled={!isDirty} loading={update.isPending}>
            Enregistrer la note
          </Button>
        </Flex>
      </form>
    </Panel>
  );
}
