// Changes the delivery and billing addresses of an unpaid order (react-hook-form, checked with
// the shared address schemas in lib/order-address-form.ts), then adminUpdateOrder with its toast.
import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Input } from '@/ui/input';
import { FormDialog, SubmitFooter } from '@/ui/form-dialog';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { adminUpdateOrder } from '@fohzshop/shared/contracts/orders';
import type { Order } from '@fohzshop/shared/schemas/order';
import { FormField } from '@/ui/form-field';
import { useCallable } from '@/lib/callable/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import {
  addressFormResolver,
  toAddressFormValues,
  toAddressRequest,
  type AddressFormOutput,
  type AddressFormValues,
} from '../lib/order-address-form';
import { ADDRESS_FIELDS } from '../lib/address-fields';
import { InlineCheckbox } from './inline-checkbox';

type Which = 'shipping_address' | 'billing_address';

function AddressFields(props: {
  which: Which;
  title: string;
  register: UseFormRegister<AddressFormValues>;
  errors: FieldErrors<AddressFormValues>;
}) {
  const { which, title, register, errors } = props;
  return (
    <Stack as="fieldset" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {ADDRESS_FIELDS.map(([name, label]) => (
          <FormField key={name} label={label} error={errors[which]?.[name]?.message}>
            <Input size="sm" {...register(`${which}.${name}`)} />
          </FormField>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function OrderAddressesDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const update = useCallable(adminUpdateOrder, {
    success: HV_MESSAGES.orderUpdated,
    error: HV_MESSAGES.orderUpdateFailed,
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: addressFormResolver,
    defaultValues: toAddressFormValues(order),
  });
  const separateBilling = useWatch({ control, name: 'separate_billing' });
  const submit = (values: AddressFormOutput) =>
    update.mutate(toAddressRequest(order, values), { onSuccess: onClose });
  return (
    <FormDialog
      open
      title={`Adresses de la commande ${order.number}`}
      scrollInside
      busy={update.isPending}
      onClose={onClose}
      form={{
        noValidate: true,
        'aria-label': 'Adresses de la commande',
        onSubmit: handleSubmit(submit),
      }}
      footer={
        <SubmitFooter busy={update.isPending} onCancel={onClose} label="Enregistrer les adresses" />
      }
    >
      <Stack gap="4">
        <AddressFields
          which="shipping_address"
          title="Adresse de livraison"
          register={register}
          errors={errors}
        />
        {/* In a box: the checkbox row centres itself in a flex parent. */}
        <Box>
          <InlineCheckbox label="Facturer à une autre adresse" {...register('separate_billing')} />
        </Box>
        {separateBilling && (
          <AddressFields
            which="billing_address"
            title="Adresse de facturation"
            register={register}
            errors={errors}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
