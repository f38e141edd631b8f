import { Link as RouterLink } from 'react-router-dom';
import s from './logo.styles';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <RouterLink to="/" aria-label="FōhzShop, retour à l'accueil" onClick={onNavigate}>
      <span className={s.wordmark}>
        <span className={s.accent}>Fōhz</span>
        <span>Shop</span>
      </span>
    </RouterLink>
  );
}
