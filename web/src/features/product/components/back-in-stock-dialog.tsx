// The alert's form, in a dialog: the e-mail address (the account's when signed in), then the
// same answer whether or not that address already waits for the product. The server checks
// everything again (functions/src/stock-alerts/subscribe-stock-alert.ts).
import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { subscribeStockAlert } from '@fohzshop/shared/contracts/stock-alerts';
import { EmailSchema } from '@fohzshop/shared/schemas/common';
import { STOCK_ALERT_TEXTS } from '@fohzshop/shared/stock-alerts';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { useSession } from '@/entities/session/hooks/use-session';
import { FormDialog } from '@/ui/form-dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useCallable } from '@/lib/callable/use-callable';

const FormSchema = z.strictObject({ email: EmailSchema });
type FormValues = z.infer<typeof FormSchema>;

type Props = {
  open: boolean;
  onClose: () => void;
  productId: string;
  productName: string;
};

export function BackInStockDialog({ open, onClose, productId, productName }: Props) {
  const { user } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema, { error: frenchErrorMap }),
    defaultValues: { email: user?.email ?? '' },
  });
  const mutation = useCallable(subscribeStockAlert, { error: STOCK_ALERT_TEXTS.failed });
  const done = mutation.isSuccess;
  return (
    <FormDialog
      open={open}
      title={STOCK_ALERT_TEXTS.formTitle}
      busy={mutation.isPending}
      onClose={onClose}
      size="md"
      form={{
        noValidate: true,
        'aria-label': STOCK_ALERT_TEXTS.formTitle,
        onSubmit: handleSubmit(({ email }) => mutation.mutate({ product_id: productId, email })),
      }}
      footer={
        done ? (
          <Button type="button" onClick={onClose}>
            Fermer
          </Button>
        ) : (
          <Button type="submit" loading={mutation.isPending} loadingText="Envoi…">
            {STOCK_ALERT_TEXTS.submit}
          </Button>
        )
      }
    >
      <Stack gap="4">
        <Text fontWeight="semibold">{productName}</Text>
        {done ? (
          <Text role="status">{STOCK_ALERT_TEXTS.requested}</Text>
        ) : (
          <>
            <Text>{STOCK_ALERT_TEXTS.formIntro}</Text>
            <FormField label={STOCK_ALERT_TEXTS.emailLabel} error={errors.email?.message} required>
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
          </>
        )}
        <Text fontSize="sm" color="fg.muted">
          {STOCK_ALERT_TEXTS.privacy}
        </Text>
      </Stack>
    </FormDialog>
  );
}
