// Desktop main menu: plain links and dropdown submenus (Hyperviseur for admins only).
import { NavLink } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/entities/session/hooks/use-session';
import { DisclosureMenu } from '@/ui/disclosure-menu';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './desktop-nav.styles';
import { ADMIN_MENU, MAIN_MENU, isGroup, type MenuEntry, type MenuLink } from './menu';

function Submenu({ label, items }: { label: string; items: MenuLink[] }) {
  const { pathname } = useLocation();
  const active = items.some(
    (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
  );
  return (
    <DisclosureMenu label={label} buttonClassName={active ? s.submenuActive : s.submenu}>
      {(close) => (
        <ul className={s.items}>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}

function Entry({ entry }: { entry: MenuEntry }) {
  if (isGroup(entry)) return <Submenu label={entry.label} items={entry.items} />;
  return (
    <NavLink to={entry.path} end className={cx(button({ variant: 'ghost', size: 'sm' }), s.link)}>
      {entry.label}
    </NavLink>
  );
}

export function DesktopNav() {
  const { isAdmin } = useSession();
  return (
    <nav aria-label="Menu principal" className={s.nav}>
      {MAIN_MENU.map((entry) => (
        <Entry key={entry.label} entry={entry} />
      ))}
      {isAdmin && <Entry entry={ADMIN_MENU} />}
    </nav>
  );
}
