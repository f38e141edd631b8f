// Narrow screens: the menu button; the side panel module loads on first intent (pointer down,
// focus) so the drawer and accordion code stay out of the initial bundle.
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@/ui/icons';

const loadPanel = () => import('./mobile-nav-panel').then((m) => ({ default: m.MobileNavPanel }));
const MobileNavPanel = lazy(loadPanel);

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadPanel();
  return (
    <>
      <IconButton
        hideFrom="lg"
        variant="ghost"
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
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavPanel open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
