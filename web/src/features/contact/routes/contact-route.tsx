// /nous-contacter: styled at build time (no Chakra runtime); the form paints from the HTML and
// loads its check and the callable when it is used (contact-form.tsx).
import { Link } from 'react-router-dom';
import { REPLY_WITHIN_HOURS } from '@fohzshop/shared/constants';
import { ROUTES } from '@fohzshop/shared/routes';
import { userDisplayName } from '@fohzshop/shared/user-name';
import { useSession } from '@/entities/session/hooks/use-session';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { heading, link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { ContactForm } from '../components/contact-form';
import s from '@/ui/form-page.styles';

export function ContactRoute() {
  const contact = useShopContact();
  const { profile, user } = useSession();
  const defaults = profile
    ? {
        name: userDisplayName(profile) === 'Client' ? '' : userDisplayName(profile),
        email: profile.email || user?.email || '',
      }
    : { email: user?.email ?? '' };
  return (
    <div className={s.page}>
      <div className={s.head}>
        <h1 className={heading({ size: '3xl' })}>Nous contacter</h1>
        <p className={s.lead}>
          Une question sur un produit, une commande ou une pièce compatible ? Écrivez-nous : notre
          service client vous répond sous {REPLY_WITHIN_HOURS} h, 7 jours sur 7.
        </p>
      </div>
      <div className={s.grid}>
        <div className={s.panel}>
          <ContactForm key={defaults.email} defaults={defaults} />
        </div>
        <aside className={s.aside} aria-label="Autres moyens de nous joindre">
          {contact && (
            <div className={s.block}>
              <h2 className={heading({ size: 'md' })}>Coordonnées</h2>
              <a href={`mailto:${contact.email}`} className={cx(link(), s.accent)}>
                {contact.email}
              </a>
              {contact.phone && (
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={link()}>
                  {contact.phone}
                </a>
              )}
              {contact.address && <p className={s.address}>{contact.address}</p>}
            </div>
          )}
          <div className={s.block}>
            <h2 className={heading({ size: 'md' })}>Avant de nous écrire</h2>
            <p className={s.muted}>
              Livraison, paiement en plusieurs fois, retours, garantie, règles de circulation : les
              réponses aux questions fréquentes se trouvent dans notre{' '}
              <Link to={ROUTES.HELP.path} className={cx(link(), s.accent)}>
                centre d'aide
              </Link>
              .
            </p>
          </div>
          <div className={s.block}>
            <h2 className={heading({ size: 'md' })}>Vos données</h2>
            <p className={s.small}>
              Les informations de ce formulaire servent uniquement à répondre à votre demande et
              sont conservées 3 ans. Voir notre{' '}
              <Link to={ROUTES.PRIVACY.path} className={cx(link(), s.accent)}>
                politique de confidentialité
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
