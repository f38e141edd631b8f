// Narrow screens: the slide-in side panel (500 ms open, 300 ms close) with an accordion; choosing
// an item closes the panel and navigates (300 ms to close, 500 ms to open). Loaded on first use (see mobile-nav.tsx).
import { Accordion, Button, CloseButton, Drawer, Portal, Separator, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { DrawerRoot } from '@/ui/drawer-root';
import { AccordionRoot } from '@/ui/accordion-root';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSignOut } from '@/entities/session/hooks/use-sign-out';
import { Logo } from './logo';
import { ADMIN_MENU, MAIN_MENU, isGroup, type MenuLink } from './menu';

const motion = {
  _open: { animationDuration: '500ms' },
  _closed: { animationDuration: '300ms' },
} as const;

function PanelLink({ item, onChoose }: { item: MenuLink; onChoose: () => void }) {
  return (
    <Button asChild variant="ghost" justifyContent="flex-start" width="full" fontWeight="medium">
      <RouterLink to={item.path} onClick={onChoose}>
        {item.label}
      </RouterLink>
    </Button>
  );
}

export function MobileNavPanel({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { isAdmin, isSignedIn } = useSession();
  const signOut = useSignOut();
  const close = () => setOpen(false);
  const entries = isAdmin ? [...MAIN_MENU, ADMIN_MENU] : MAIN_MENU;

  return (
    <DrawerRoot open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop {...motion} />
        <Drawer.Positioner>
          <Drawer.Content {...motion} maxW="xs" data-testid="mobile-menu">
            <Drawer.Header display="flex" justifyContent="space-between" alignItems="center">
              <Drawer.Title asChild>
                <div>
                  <Logo onNavigate={close} />
                </div>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label="Fermer le menu" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label="Menu principal">
              <AccordionRoot collapsible variant="plain">
                {entries.map((entry) =>
                  isGroup(entry) ? (
                    <Accordion.Item key={entry.label} value={entry.label}>
                      <Accordion.ItemTrigger px="4" fontWeight="medium" cursor="pointer">
                        {entry.label}
                        <Accordion.ItemIndicator ms="auto" />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody ps="4" pt="0">
                          {entry.items.map((item) => (
                            <PanelLink key={item.path} item={item} onChoose={close} />
                          ))}
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ) : (
                    <PanelLink key={entry.path} item={entry} onChoose={close} />
                  ),
                )}
              </AccordionRoot>
              <Separator my="4" />
              <Stack gap="2">
                {isSignedIn ? (
                  <>
                    <PanelLink
                      item={{ label: 'Mon compte', path: ROUTES.USER_ACCOUNT.path }}
                      onChoose={close}
                    />
                    <Button
                      variant="outline"
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                    >
                      Se déconnecter
                    </Button>
                  </>
                ) : (
                  <>
                    <Button asChild variant="outline">
                      <RouterLink to={ROUTES.USER_LOGIN.path} onClick={close}>
                        Se connecter
                      </RouterLink>
                    </Button>
                    <Button asChild>
                      <RouterLink to={ROUTES.USER_SIGNUP.path} onClick={close}>
                        Créer un compte
                      </RouterLink>
                    </Button>
                  </>
                )}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </DrawerRoot>
  );
}
