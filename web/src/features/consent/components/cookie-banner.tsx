// Cookie banner: 'Tout refuser' and 'Tout accepter' side by side, same size and style.
import { ROUTES } from '@fohzshop/shared/routes';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { whenHydrated } from '@/lib/hydration/hydration-store';
import { button, container, heading, link } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import { useAnalyticsConsent } from '../hooks/use-analytics-consent';
import { useConsent } from '../hooks/use-consent';
import s from './cookie-banner.styles';

export function CookieBanner() {
  useAnalyticsConsent();
  const { consent, bannerVisible, accept, refuse, close } = useConsent();
  useEffect(() => {
    // Once hydrated React decides (the footer may reopen the banner): drop index.html's hiding
    // rule, a task after the switch, when React has rendered the stored choice. Not a re-render
    // of the banner at the switch: that one is kept short (docs/performance.md).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    void whenHydrated().then(() => {
      if (active) timer = setTimeout(() => delete document.documentElement.dataset.consent, 0);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  if (!bannerVisible) return null;
  const choice = cx(button({ variant: 'solid' }), paletteClass('gray'), s.choice);
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className={s.root}
      data-testid="cookie-banner"
      data-cookie-banner=""
    >
      <div className={cx(container(), s.container)}>
        <div className={s.layout}>
          <div className={s.text}>
            <h2 id="cookie-banner-title" className={heading({ size: 'sm' })}>
              Vos choix en matière de cookies
            </h2>
            <p className={s.description}>
              Nous utilisons des cookies de mesure d'audience pour améliorer la boutique, uniquement
              avec votre accord. Les cookies indispensables au fonctionnement du site (panier,
              connexion) ne sont pas concernés. Vous pouvez changer d'avis à tout moment via « Gérer
              les cookies » en bas de page.{' '}
              <RouterLink to={ROUTES.PRIVACY.path} className={cx(link(), s.privacyLink)}>
                En savoir plus
              </RouterLink>
              {consent && (
                <>
                  {' '}
                  Choix actuel :{' '}
                  {consent.analytics ? 'mesure d’audience acceptée' : 'mesure d’audience refusée'}.
                </>
              )}
            </p>
          </div>
          <div className={s.actions}>
            <button type="button" onClick={refuse} className={choice}>
              Tout refuser
            </button>
            <button type="button" onClick={accept} className={choice}>
              Tout accepter
            </button>
            {consent && (
              <button type="button" onClick={close} className={button({ variant: 'ghost' })}>
                Fermer
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
