// Unexpected error while rendering or loading a page (e.g. a module that failed to download).
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { applyPageMeta } from '@/ui/page-meta';
import { button, heading } from '@/ui/recipes';
import s from './route-error-page.styles';

export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    applyPageMeta({ title: 'Erreur' });
    console.error(error);
  }, [error]);
  return (
    <div className={s.root}>
      <div className={s.content}>
        <h1 className={heading({ size: '2xl' })}>Une erreur est survenue</h1>
        <p className={s.message}>
          La page n'a pas pu s'afficher. Vérifiez votre connexion internet puis rechargez la page.
          Si le problème persiste, contactez notre service client.
        </p>
        <div className={s.actions}>
          <button type="button" className={button()} onClick={() => window.location.reload()}>
            Recharger la page
          </button>
          <RouterLink to="/" reloadDocument className={button({ variant: 'outline' })}>
            Retour à l'accueil
          </RouterLink>
        </div>
      </div>
    </div>
  );
}
