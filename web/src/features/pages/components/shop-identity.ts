// Legal identity of the publisher. The company identifiers are not known to the project yet:
// they must be supplied by the shop owner before going live (shown as "à compléter").
export const TO_COMPLETE = '[à compléter par l’éditeur]';

export const SHOP_IDENTITY = {
  name: 'FōhzShop',
  legalForm: TO_COMPLETE,
  capital: TO_COMPLETE,
  headOffice: TO_COMPLETE,
  rcs: TO_COMPLETE,
  siret: TO_COMPLETE,
  vat: TO_COMPLETE,
  publicationDirector: TO_COMPLETE,
  mediator: TO_COMPLETE,
  host: {
    name: 'Google Ireland Limited (Firebase Hosting)',
    address: 'Gordon House, Barrow Street, Dublin 4, Irlande',
    site: 'https://firebase.google.com',
  },
} as const;

export const LEGAL_UPDATED_AT = '1er septembre 2025';
