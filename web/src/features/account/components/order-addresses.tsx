// The delivery and billing addresses of an order, side by side from the sm breakpoint. Styled at
// build time (order-details.styles.ts).
import type { Order } from '@fohzshop/shared/schemas/order';
import type { Address } from '@fohzshop/shared/schemas/user';
import { heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './order-details.styles';

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div className={s.address}>
      <h3 className={cx(heading({ size: 'sm' }), s.addressTitle)}>{title}</h3>
      <p>
        {address.first_name} {address.last_name}
      </p>
      {address.company && <p>{address.company}</p>}
      <p>{address.line1}</p>
      {address.line2 && <p>{address.line2}</p>}
      <p>
        {address.postal_code} {address.city}
      </p>
      <p>{address.country}</p>
      {address.phone && <p>Tél. : {address.phone}</p>}
    </div>
  );
}

export function OrderAddresses({ order }: { order: Order }) {
  return (
    <div className={s.addresses}>
      <AddressBlock title="Adresse de livraison" address={order.shipping_address} />
      <AddressBlock
        title="Adresse de facturation"
        address={order.billing_address ?? order.shipping_address}
      />
    </div>
  );
}
