// One French delivery address (add or edit); validated by the same limits as the rules.
// Plain controls styled at build time (ui/static-field.tsx): no Chakra runtime on the screen's load.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadingLabel } from '@/ui/loading-label';
import { button } from '@/ui/recipes';
import { StaticInput } from '@/ui/static-field';
import { AddressFormSchema, type AddressForm } from './account-schemas';
import s from './information.styles';

type Props = {
  initial: AddressForm;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: AddressForm) => void;
  onCancel: () => void;
};

export function AddressFormFields({ initial, busy, submitLabel, onSubmit, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressForm>({ resolver: zodResolver(AddressFormSchema), defaultValues: initial });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={submitLabel}>
      <div className={s.stack}>
        <StaticInput
          label="Nom de l'adresse"
          error={errors.label?.message}
          helper="Ex. : Maison."
          {...register('label')}
        />
        <div className={s.pair}>
          <StaticInput
            label="Prénom du destinataire"
            error={errors.first_name?.message}
            required
            autoComplete="given-name"
            {...register('first_name')}
          />
          <StaticInput
            label="Nom du destinataire"
            error={errors.last_name?.message}
            required
            autoComplete="family-name"
            {...register('last_name')}
          />
        </div>
        <StaticInput
          label="Société"
          error={errors.company?.message}
          autoComplete="organization"
          {...register('company')}
        />
        <StaticInput
          label="Adresse"
          error={errors.line1?.message}
          required
          autoComplete="address-line1"
          {...register('line1')}
        />
        <StaticInput
          label="Complément d'adresse"
          error={errors.line2?.message}
          autoComplete="address-line2"
          {...register('line2')}
        />
        <div className={s.pair}>
          <StaticInput
            label="Code postal"
            error={errors.postal_code?.message}
            required
            autoComplete="postal-code"
            inputMode="numeric"
            {...register('postal_code')}
          />
          <StaticInput
            label="Ville"
            error={errors.city?.message}
            required
            autoComplete="address-level2"
            {...register('city')}
          />
        </div>
        <StaticInput
          label="Téléphone du destinataire"
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          {...register('phone')}
        />
        <div className={s.actions}>
          <button
            type="submit"
            className={button()}
            disabled={busy}
            data-loading={busy ? '' : undefined}
          >
            <LoadingLabel loading={busy}>{submitLabel}</LoadingLabel>
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost' })}
            onClick={onCancel}
            disabled={busy}
          >
            Annuler
          </button>
        </div>
      </div>
    </form>
  );
}
