// Demo Auth accounts created by `npm start` when missing (local emulators only).
import type { Address } from '@fohzshop/shared/schemas/user';

export interface DemoUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  admin: boolean;
  address: Address;
}

export const DEMO_ADMIN: DemoUser = {
  email: 'admin@fohzshop.fr',
  password: 'fohzshop-admin',
  first_name: 'Camille',
  last_name: 'Fohz',
  phone: '04 78 12 34 56',
  admin: true,
  address: {
    label: 'Atelier',
    first_name: 'Camille',
    last_name: 'Fohz',
    company: 'FōhzShop SAS',
    line1: '12 rue de la Mobilité',
    postal_code: '69007',
    city: 'Lyon',
    country: 'France',
    phone: '04 78 12 34 56',
  },
};

export const DEMO_CUSTOMER: DemoUser = {
  email: 'client@fohzshop.fr',
  password: 'fohzshop-client',
  first_name: 'Lucas',
  last_name: 'Martin',
  phone: '06 12 34 56 78',
  admin: false,
  address: {
    label: 'Domicile',
    first_name: 'Lucas',
    last_name: 'Martin',
    line1: '8 avenue Jean Jaurès',
    line2: 'Bâtiment B, 3e étage',
    postal_code: '13005',
    city: 'Marseille',
    country: 'France',
    phone: '06 12 34 56 78',
  },
};

export const DEMO_USERS = [DEMO_ADMIN, DEMO_CUSTOMER];
