// View / edit a user, or create one by id: identity, phone, role, admin flag and addresses.
import { Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { User } from '@fohzshop/shared/schemas/user';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import {
  EMPTY_ADDRESS,
  UserFormSchema,
  toUserFormValues,
  type UserFormOutput,
  type UserFormValues,
} from '../lib/user-form';
import { ADDRESS_FIELDS } from '../lib/address-fields';
import { InlineCheckbox } from './inline-checkbox';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';

/** An address-book entry also has its label (« Maison », « Bureau »…). */
const BOOK_FIELDS = [['label', 'Libellé'], ...ADDRESS_FIELDS] as const;

type Props = {
  user?: User;
  busy: boolean;
  onSubmit: (values: UserFormOutput) => void;
  onCancel: () => void;
};

export function UserForm({ user, busy, onSubmit, onCancel }: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(UserFormSchema, { error: frenchErrorMap }),
    defaultValues: toUserFormValues(user),
  });
  const addresses = useFieldArray({ control, name: 'addresses' });
  return (
    <form noValidate aria-label="Utilisateur" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4">
        <FormField label="Identifiant (uid)" error={errors.user_id?.message} required>
          <Input readOnly={Boolean(user)} {...register('user_id')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label="E-mail" error={errors.email?.message}>
            <Input type="email" {...register('email')} />
          </FormField>
          <FormField label="Téléphone" error={errors.phone?.message}>
            <Input type="tel" {...register('phone')} />
          </FormField>
          <FormField label="Prénom" error={errors.first_name?.message}>
            <Input {...register('first_name')} />
          </FormField>
          <FormField label="Nom" error={errors.last_name?.message}>
            <Input {...register('last_name')} />
          </FormField>
          <FormField
            label="Rôle"
            error={errors.role?.message}
            helper="Texte libre (ex. client, atelier)."
          >
            <Input {...register('role')} />
          </FormField>
          <InlineCheckbox label="Administrateur (accès à l'Hyperviseur)" {...register('admin')} />
        </SimpleGrid>
        <Heading as="h3" size="sm">
          Adresses
        </Heading>
        {addresses.fields.map((field, index) => (
          <Stack key={field.id} borderWidth="1px" rounded="md" p="3" gap="2">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
              {BOOK_FIELDS.map(([name, label]) => (
                <FormField
                  key={name}
                  label={label}
                  error={errors.addresses?.[index]?.[name]?.message}
                >
                  <Input size="sm" {...register(`addresses.${index}.${name}`)} />
                </FormField>
              ))}
            </SimpleGrid>
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-end"
              onClick={() => addresses.remove(index)}
            >
              Supprimer cette adresse
            </Button>
          </Stack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => addresses.append({ ...EMPTY_ADDRESS })}
        >
          Ajouter une adresse
        </Button>
        <Flex gap="2" justify="flex-end">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {DIALOG_LABELS.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            Enregistrer
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
