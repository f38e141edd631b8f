// Where to deliver: one of the saved addresses or a new one, and an optional billing address.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Address } from '@fohzshop/shared/schemas/user';
import { heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { AddressFields } from './address-fields';
import { NEW_ADDRESS, type CheckoutValues } from './checkout-request';
import s from './checkout.styles';
import { ChoiceInput } from './choice-input';

type Props = {
  saved: readonly Address[];
  choice: string;
  billingSame: boolean;
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
};

function SavedAddress({ address }: { address: Address }) {
  return (
    <div className={s.saved}>
      {address.label && <p className={s.savedLabel}>{address.label}</p>}
      <p>
        {address.first_name} {address.last_name}
        {address.company ? ` — ${address.company}` : ''}
      </p>
      <p>
        {address.line1}
        {address.line2 ? `, ${address.line2}` : ''}
      </p>
      <p>
        {address.postal_code} {address.city}
      </p>
    </div>
  );
}

export function ShippingSection({ saved, choice, billingSame, register, errors }: Props) {
  return (
    <section aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={cx(heading({ size: 'md' }), s.title)}>
        Adresse de livraison
      </h2>
      <div className={s.choices} role="radiogroup" aria-label="Adresse de livraison">
        {saved.map((address, index) => (
          <ChoiceInput
            key={`${address.line1}-${index}`}
            type="radio"
            value={String(index)}
            {...register('shipping_choice')}
          >
            <SavedAddress address={address} />
          </ChoiceInput>
        ))}
        <ChoiceInput type="radio" value={NEW_ADDRESS} {...register('shipping_choice')}>
          <p className={s.medium}>Livrer à une nouvelle adresse</p>
        </ChoiceInput>
        {errors.shipping_choice?.message && (
          <p className={s.error} role="alert">
            {errors.shipping_choice.message}
          </p>
        )}
      </div>
      {choice === NEW_ADDRESS && (
        <div className={s.newAddress}>
          <AddressFields prefix="shipping" register={register} errors={errors.shipping} />
        </div>
      )}
      <div className={s.sameBilling}>
        <ChoiceInput type="checkbox" {...register('billing_same')}>
          <p>Adresse de facturation identique à l'adresse de livraison</p>
        </ChoiceInput>
      </div>
      {!billingSame && (
        <fieldset className={s.billing}>
          <legend className={cx(heading({ size: 'sm' }), s.title)}>Adresse de facturation</legend>
          <AddressFields prefix="billing" register={register} errors={errors.billing} />
        </fieldset>
      )}
    </section>
  );
}
