import { link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './skip-link.styles';

export function SkipLink() {
  return (
    <a href="#contenu" className={cx(link(), s.root)}>
      Aller au contenu
    </a>
  );
}
