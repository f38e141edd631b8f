// Site footer: commitments, four link groups, legal row, copyright. Styled at build time
// (footer.styles.ts): it hydrates as an island without Chakra's runtime.
import { Link } from 'react-router-dom';
import { COPYRIGHT_YEAR, SITE_NAME } from '@fohzshop/shared/constants';
import { InstalmentCreditNotice } from '@/entities/shop/components/instalment-credit-notice';
import { useConsent } from '@/features/consent/hooks/use-consent';
import { HeadsetIcon, LockIcon, TagIcon, TruckIcon } from '@/ui/icons';
import { button, container, heading, link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { CardIcon, FacebookIcon, InstagramIcon } from './footer-icons';
import { COMMITMENTS, FOOTER_GROUPS, LEGAL_LINKS, SOCIAL_LINKS } from './footer-links';
import s from './footer.styles';

const COMMITMENT_ICONS = {
  delivery: TruckIcon,
  secure: LockIcon,
  price: TagIcon,
  service: HeadsetIcon,
  instalments: CardIcon,
};
const SOCIAL_ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon };
const linkClass = cx(link(), s.link);

export function Footer() {
  const { manage } = useConsent();
  return (
    <footer className={s.root}>
      <div className={cx(container(), s.container)}>
        <ul aria-label="Nos engagements" className={s.commitments}>
          {COMMITMENTS.map(({ key, title, text }) => {
            const Icon = COMMITMENT_ICONS[key];
            return (
              <li key={key} className={s.commitment}>
                <Icon size="6" className={s.commitmentIcon} />
                <div className={s.commitmentText}>
                  <p className={s.title}>{title}</p>
                  <p className={s.muted}>{text}</p>
                  {key === 'instalments' && <InstalmentCreditNotice />}
                </div>
              </li>
            );
          })}
        </ul>
        <div className={s.groups}>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={cx(heading({ size: 'sm' }), s.groupTitle)}>{group.title}</h2>
              <ul className={s.links}>
                {group.links.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path} className={linkClass}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <nav aria-label="Réseaux sociaux">
            <h2 className={cx(heading({ size: 'sm' }), s.groupTitle)}>Réseaux sociaux</h2>
            <ul className={s.links}>
              {SOCIAL_LINKS.map(({ label, href }) => {
                const Icon = SOCIAL_ICONS[label];
                return (
                  <li key={label}>
                    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      <Icon size="4" /> {label}
                      <span className={s.hidden}> (nouvel onglet)</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        <div className={s.bottom}>
          <nav aria-label="Informations légales" className={s.legal}>
            {LEGAL_LINKS.map((item) => (
              <Link key={item.path} to={item.path} className={linkClass}>
                {item.label}
              </Link>
            ))}
            <button
              type="button"
              className={cx(button({ variant: 'plain', size: 'sm' }), s.cookies)}
              onClick={manage}
            >
              Gérer les cookies
            </button>
          </nav>
          <p className={s.muted}>{`© ${COPYRIGHT_YEAR} ${SITE_NAME}`}</p>
        </div>
      </div>
    </footer>
  );
}
