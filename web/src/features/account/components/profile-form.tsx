// First name, last name and phone of users/{uid}; the success toast is the shop's exact text.
// Plain controls styled at build time (ui/static-field.tsx): no Chakra runtime on the screen's load.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@fohzshop/shared/messages';
import { button, spinner } from '@/ui/recipes';
import { fieldClasses, StaticField, StaticInput } from '@/ui/static-field';
import { cx } from '@/ui/theme/static-styles';
import { saveProfile } from '../api/profile-api';
import { useAccountIdentity } from '../hooks/use-account-identity';
import { ProfileFormSchema, type ProfileForm } from './account-schemas';
import s from './information.styles';

export function ProfileFormCard() {
  const { identity, profile } = useAccountIdentity();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    values: {
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
    },
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileForm) => {
      if (!identity) throw new Error('signed out');
      return saveProfile(identity, profile, values);
    },
    // The shop's rule: saving the current user fails without a toast; the form says it instead.
    meta: { successMessage: MESSAGES.userUpdated, silent: true },
    onSuccess: (_data, values) => reset(values),
  });
  const saving = mutation.isPending;
  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <div className={s.stack}>
        <div className={s.pair}>
          <StaticInput
            label="Prénom"
            error={errors.first_name?.message}
            required
            autoComplete="given-name"
            {...register('first_name')}
          />
          <StaticInput
            label="Nom"
            error={errors.last_name?.message}
            required
            autoComplete="family-name"
            {...register('last_name')}
          />
        </div>
        <StaticInput
          label="Téléphone"
          error={errors.phone?.message}
          helper="Facultatif."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...register('phone')}
        />
        <StaticField label="Adresse e-mail" helper="L'adresse de connexion ne se modifie pas ici.">
          {(control) => (
            <input
              {...control}
              className={fieldClasses.input}
              value={profile?.email || identity?.email || ''}
              readOnly
              disabled
            />
          )}
        </StaticField>
        {mutation.isError && (
          <p className={s.error} role="alert">
            Vos informations n'ont pas pu être enregistrées. Réessayez.
          </p>
        )}
        {/* As Chakra's Button with loadingText: a spinner and « Enregistrement… » while saving. */}
        <button
          type="submit"
          className={cx(button(), s.submit)}
          disabled={saving || !isDirty}
          data-loading={saving ? '' : undefined}
        >
          {saving ? (
            <>
              <span className={cx(spinner({ size: 'inherit' }), s.spinner)} />
              Enregistrement…
            </>
          ) : (
            'Enregistrer'
          )}
        </button>
      </div>
    </form>
  );
}
