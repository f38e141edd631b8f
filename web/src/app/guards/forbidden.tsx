import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { usePageMeta } from '@/ui/page-meta';
import { button, heading } from '@/ui/recipes';
import s from './forbidden.styles';

export function Forbidden() {
  usePageMeta({ title: 'Accès refusé', description: MESSAGES.permissionDenied });
  return (
    <div className={s.root}>
      <h1 className={heading({ size: '2xl' })}>Accès refusé</h1>
      <p className={s.message}>{MESSAGES.permissionDenied}</p>
      <RouterLink to="/" className={button()}>
        Retour à l'accueil
      </RouterLink>
    </div>
  );
}
