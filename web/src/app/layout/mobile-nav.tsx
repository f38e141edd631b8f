// Narrow screens: the menu button; the side panel module loads on first intent (pointer down,
// focus) so the drawer and accordion code stay out of the initial bundle. The button is styled
// at build time (mobile-nav.styles.ts); the panel is Chakra's.
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@/ui/icons';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { loadWithChakra } from '@/ui/theme/with-chakra';
import s from './mobile-nav.styles';

// The panel is built with Chakra's drawer and accordion: its runtime comes with it.
const loadPanel = () => loadWithChakra(import('./mobile-nav-panel').then((m) => m.MobileNavPanel));
const MobileNavPanel = lazy(async () => ({ default: await loadPanel() }));

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadPanel();
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'ghost' }), s.button)}
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-button"
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavPanel open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
