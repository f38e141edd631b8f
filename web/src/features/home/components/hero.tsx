// Home hero: the promise in text (fast LCP: no image), calls to action and the shop's promises.
import { memo, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { HeadsetIcon, LockIcon, TagIcon, TruckIcon, type IconProps } from '@/ui/icons';
import { button, heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './hero.styles';

const PROMISES: { Icon: ComponentType<IconProps>; title: string; text: string }[] = [
  {
    Icon: TagIcon,
    title: 'Prix imbattables',
    text: 'Les meilleurs prix sur les plus grandes marques.',
  },
  {
    Icon: LockIcon,
    title: 'Paiement sécurisé',
    // No instalment offer here: it is credit advertising, shown only with its legal warning.
    text: 'Par carte bancaire ou par virement.',
  },
  { Icon: TruckIcon, title: 'Livraison gratuite en France', text: 'Sans minimum d’achat.' },
  { Icon: HeadsetIcon, title: 'Service client', text: 'Réponse sous 24 h, 7 j/7.' },
];

// Static: memo keeps it out of the re-renders of the page around it (live data).
export const Hero = memo(function Hero() {
  return (
    <section aria-labelledby="hero-title" className={s.section}>
      <div className={s.banner}>
        <div className={s.intro}>
          <p className={s.kicker}>Dualtron · Teverun · Kaabo · InMotion</p>
          <h1 id="hero-title" className={cx(heading({ size: '3xl' }), s.title)}>
            Les trottinettes électriques les plus performantes, au meilleur prix
          </h1>
          <p className={s.lead}>
            Trottinettes, pièces détachées et pièces compétition livrées gratuitement partout en
            France, avec un service client qui vous répond sous 24 h, 7 jours sur 7.
          </p>
          <div className={s.actions}>
            <RouterLink to={ROUTES.SCOOTERS.path} className={button({ size: 'lg' })}>
              Voir les trottinettes
            </RouterLink>
            <RouterLink
              to={ROUTES.PARTS.path}
              className={button({ size: 'lg', variant: 'outline' })}
            >
              Pièces détachées
            </RouterLink>
          </div>
        </div>
      </div>
      <ul aria-label="Nos engagements" className={s.promises}>
        {PROMISES.map(({ Icon, title, text }) => (
          <li key={title} className={s.promise}>
            <div className={s.promiseIcon}>
              <Icon size="6" />
            </div>
            <div className={s.promiseText}>
              <p className={s.promiseTitle}>{title}</p>
              <p className={s.promiseBody}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
