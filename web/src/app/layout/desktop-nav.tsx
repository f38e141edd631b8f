// Desktop main menu: plain links and dropdown submenus (Hyperviseur for admins only).
import { Box, Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/entities/session/hooks/use-session';
import { DisclosureMenu } from '@/ui/disclosure-menu';
import { ADMIN_MENU, MAIN_MENU, isGroup, type MenuEntry, type MenuLink } from './menu';

function Submenu({ label, items }: { label: string; items: MenuLink[] }) {
  const { pathname } = useLocation();
  const active = items.some(
    (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
  );
  return (
    <DisclosureMenu label={label} buttonProps={{ fontWeight: active ? 'bold' : 'medium' }}>
      {(close) => (
        <Box as="ul" listStyleType="none">
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </Box>
      )}
    </DisclosureMenu>
  );
}

function Entry({ entry }: { entry: MenuEntry }) {
  if (isGroup(entry)) return <Submenu label={entry.label} items={entry.items} />;
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      fontWeight="medium"
      css={{ '&[aria-current=page]': { fontWeight: 'bold', color: 'orange.fg' } }}
    >
      <NavLink to={entry.path} end>
        {entry.label}
      </NavLink>
    </Button>
  );
}

export function DesktopNav() {
  const { isAdmin } = useSession();
  return (
    <HStack as="nav" aria-label="Menu principal" gap="1" hideBelow="lg">
      {MAIN_MENU.map((entry) => (
        <Entry key={entry.label} entry={entry} />
      ))}
      {isAdmin && <Entry entry={ADMIN_MENU} />}
    </HStack>
  );
}
