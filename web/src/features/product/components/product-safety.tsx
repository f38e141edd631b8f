// « Sécurité et conformité » (GPSR art. 19): who made the product and who answers for it in the
// EU, how to identify it, and its warnings in French; for scooters and batteries, where used
// batteries are taken back. Part of the product page, so it is in the server-rendered HTML.
import { Link as RouterLink } from 'react-router-dom';
import { isBattery, isScooter } from '@fohzshop/shared/catalog/product-safety';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { SafetyParty } from '@fohzshop/shared/schemas/product-safety';
import { heading, link } from '@/ui/recipes';
import s from './product-safety.styles';

function Party({ title, party }: { title: string; party: SafetyParty }) {
  return (
    <div className={s.party}>
      <span className={s.term}>{title}</span>
      <span>{party.name}</span>
      <span>{party.address}</span>
      <a href={`mailto:${party.email}`} className={link()}>
        {party.email}
      </a>
    </div>
  );
}

export function ProductSafety({ product }: { product: Product }) {
  const { safety } = product;
  const takesBackBatteries = isScooter(product) || isBattery(product);
  return (
    <section aria-labelledby="safety-title" className={s.section} data-testid="product-safety">
      <h2 id="safety-title" className={heading({ size: 'lg' })}>
        Sécurité et conformité
      </h2>
      {safety ? (
        <>
          <div className={s.parties}>
            <Party title="Fabricant" party={safety.manufacturer} />
            {safety.eu_responsible && (
              <Party
                title="Personne responsable dans l’Union européenne"
                party={safety.eu_responsible}
              />
            )}
          </div>
          <p className={s.identifiers}>
            <span>Modèle : {safety.model}</span>
            <span>Référence : {safety.reference}</span>
            {safety.ean && <span>EAN : {safety.ean}</span>}
          </p>
          <h3 className={heading({ size: 'sm' })}>Avertissements et consignes de sécurité</h3>
          <ul className={s.warnings}>
            {safety.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={s.note}>
          Fabricant : {product.brand}. Les coordonnées du fabricant et les consignes de sécurité de
          ce produit vous sont communiquées sur simple demande à notre service client.
        </p>
      )}
      {takesBackBatteries && (
        <p className={s.note}>
          Batteries et trottinettes usagées :{' '}
          <RouterLink to={ROUTES.BATTERY_TAKE_BACK.path} className={link()}>
            reprise gratuite et conseils de sécurité des batteries lithium
          </RouterLink>
          .
        </p>
      )}
    </section>
  );
}
