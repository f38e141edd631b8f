// A French delivery or billing address: the fields of the shared address schemas (the country is
// always France; delivery in metropolitan France only, billing anywhere in France).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { StaticInput } from '@/ui/static-field';
import type { AddressDraft, CheckoutValues } from './checkout-request';
import s from './checkout.styles';

type Props = {
  prefix: 'shipping' | 'billing';
  register: UseFormRegister<CheckoutValues>;
  errors?: FieldErrors<AddressDraft>;
};

export function AddressFields({ prefix, register, errors }: Props) {
  const field = (name: keyof AddressDraft) => register(`${prefix}.${name}`);
  const auto = prefix === 'shipping' ? 'shipping' : 'billing';
  return (
    <div className={s.address}>
      <div className={s.pair}>
        <StaticInput
          label="Prénom"
          error={errors?.first_name?.message}
          required
          autoComplete={`${auto} given-name`}
          {...field('first_name')}
        />
        <StaticInput
          label="Nom"
          error={errors?.last_name?.message}
          required
          autoComplete={`${auto} family-name`}
          {...field('last_name')}
        />
      </div>
      <StaticInput
        label="Société (facultatif)"
        error={errors?.company?.message}
        autoComplete={`${auto} organization`}
        {...field('company')}
      />
      <StaticInput
        label="Adresse"
        error={errors?.line1?.message}
        required
        autoComplete={`${auto} address-line1`}
        {...field('line1')}
      />
      <StaticInput
        label="Complément d'adresse (facultatif)"
        error={errors?.line2?.message}
        autoComplete={`${auto} address-line2`}
        {...field('line2')}
      />
      <div className={s.pair}>
        <StaticInput
          label="Code postal"
          error={errors?.postal_code?.message}
          required
          autoComplete={`${auto} postal-code`}
          inputMode="numeric"
          maxLength={5}
          {...field('postal_code')}
        />
        <StaticInput
          label="Ville"
          error={errors?.city?.message}
          required
          autoComplete={`${auto} address-level2`}
          {...field('city')}
        />
      </div>
      <StaticInput
        label="Téléphone (facultatif)"
        error={errors?.phone?.message}
        type="tel"
        autoComplete={`${auto} tel`}
        {...field('phone')}
      />
      <p className={s.note}>
        {prefix === 'shipping'
          ? "Pays : France métropolitaine, Corse comprise (livraison offerte, sans minimum d'achat)."
          : 'Pays : France.'}
      </p>
    </div>
  );
}
