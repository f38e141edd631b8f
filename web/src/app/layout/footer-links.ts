// Footer content: four link groups, legal row, commitments.
import { ACCESSIBILITY_STATUS } from '@fohzshop/shared/accessibility-statement';
import { INSTALMENT_RANGE_TEXT } from '@fohzshop/shared/instalment-credit';
import { ROUTES } from '@fohzshop/shared/routes';
import type { MenuLink } from './menu';

export const FOOTER_GROUPS: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Produits',
    links: [
      { label: 'Trottinettes électriques', path: ROUTES.SCOOTERS.path },
      { label: 'Dualtron', path: ROUTES.SCOOTER_DUALTRON.path },
      { label: 'Teverun', path: ROUTES.SCOOTER_TEVERUN.path },
      { label: 'Kaabo', path: ROUTES.SCOOTER_KAABO.path },
      { label: 'InMotion', path: ROUTES.SCOOTER_INMOTION.path },
      { label: 'Pièces détachées', path: ROUTES.PARTS.path },
      { label: 'Pièces compétition', path: ROUTES.PARTS_COMPETITION.path },
    ],
  },
  {
    title: 'Navigation',
    links: [
      { label: 'Accueil', path: ROUTES.HOME.path },
      { label: 'Avis clients', path: ROUTES.CLIENT_REVIEWS.path },
      // How reviews are checked and moderated (L111-7-2, D111-17).
      { label: 'Politique des avis', path: ROUTES.REVIEWS_POLICY.path },
      { label: 'Nous contacter', path: ROUTES.ABOUT_CONTACT.path },
      { label: 'Mon compte', path: ROUTES.USER_ACCOUNT.path },
      { label: 'Mon panier', path: ROUTES.CART.path },
    ],
  },
  {
    title: 'Ressources',
    links: [
      { label: "Centre d'aide", path: ROUTES.HELP.path },
      { label: 'Livraison', path: `${ROUTES.HELP.path}#livraison` },
      { label: 'Retours et rétractation', path: `${ROUTES.HELP.path}#retours` },
      { label: 'Garantie', path: `${ROUTES.HELP.path}#garantie` },
      { label: 'Réglementation des trottinettes', path: `${ROUTES.HELP.path}#reglementation` },
    ],
  },
];

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/fohzshop/' },
  { label: 'Facebook', href: 'https://www.facebook.com/fohzshop/' },
] as const;

export const LEGAL_LINKS: MenuLink[] = [
  { label: 'Mentions légales', path: ROUTES.LEGAL.path },
  { label: 'Conditions générales de vente', path: ROUTES.TERMS.path },
  { label: 'Politique de confidentialité', path: ROUTES.PRIVACY.path },
  // D221-5: the withdrawal function, reachable from every page.
  { label: 'Renoncer au contrat ici', path: ROUTES.WITHDRAWAL.path },
  // RGAA: the link to the statement gives the status.
  { label: `Accessibilité : ${ACCESSIBILITY_STATUS}`, path: ROUTES.ACCESSIBILITY.path },
];

export const COMMITMENTS = [
  {
    key: 'delivery',
    title: 'Livraison gratuite',
    text: 'En France métropolitaine, sans minimum d’achat.',
  },
  {
    key: 'secure',
    title: 'Paiement sécurisé',
    text: 'Carte bancaire, virement : vos paiements sont protégés.',
  },
  {
    key: 'price',
    title: 'Meilleurs prix',
    text: 'Des prix imbattables sur les plus grandes marques.',
  },
  {
    key: 'service',
    title: 'Service client réactif',
    text: 'Réponse sous 24 h, 7 j/7.',
  },
  {
    key: 'instalments',
    title: 'Paiement en plusieurs fois',
    // A credit offer: the footer adds the credit notice under it (footer.tsx).
    text: `En 2, 3 ou 4 fois sans frais, ${INSTALMENT_RANGE_TEXT} d’achat.`,
  },
] as const;
