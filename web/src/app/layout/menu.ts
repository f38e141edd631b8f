// Main menu: Home; Scooters and Parts submenus; reviews; contact; help; and the
// Hyperviseur submenu for admins only.
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';

export type MenuLink = { label: string; path: string };
export type MenuEntry = MenuLink | { label: string; items: MenuLink[] };

const link = (name: RouteName, label?: string): MenuLink => ({
  label: label ?? ROUTES[name].label,
  path: ROUTES[name].path,
});

export const MAIN_MENU: MenuEntry[] = [
  link('HOME'),
  {
    label: 'Trottinettes',
    items: [
      link('SCOOTERS', 'Toutes les trottinettes'),
      link('SCOOTER_DUALTRON'),
      link('SCOOTER_TEVERUN'),
      link('SCOOTER_KAABO'),
      link('SCOOTER_INMOTION'),
    ],
  },
  { label: 'Pièces', items: [link('PARTS'), link('PARTS_COMPETITION')] },
  link('CLIENT_REVIEWS'),
  link('ABOUT_CONTACT', 'Contact'),
  link('HELP', 'Aide'),
];

export const ADMIN_MENU: MenuEntry = {
  label: 'Hyperviseur',
  items: [
    link('HYPERVISOR_DASHBOARD', 'Tableau de bord'),
    link('HYPERVISOR_USERS'),
    link('HYPERVISOR_ORDERS'),
    link('HYPERVISOR_PRODUCTS'),
    link('HYPERVISOR_GRAND_LIVRE'),
    link('HYPERVISOR_REVIEWS', 'Avis clients'),
    link('HYPERVISOR_PROMOTIONS'),
  ],
};

export const isGroup = (entry: MenuEntry): entry is { label: string; items: MenuLink[] } =>
  'items' in entry;
