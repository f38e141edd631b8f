// Meta description of every route (also the page hints and matches of the search). Not in the
// route table: the prerendered HTML already carries each page's description, so the SPA loads
// this module lazily (layout meta, search dialog).
import { SITE_NAME } from './constants';
import { LISTING_DESCRIPTIONS } from './listing-descriptions';
import type { RouteName } from './routes';

export const ROUTE_DESCRIPTIONS: Record<RouteName, string> = {
  ...LISTING_DESCRIPTIONS,
  HOME: `${SITE_NAME}, spécialiste des trottinettes électriques Dualtron, Teverun, Kaabo et InMotion, des pièces détachées et des pièces compétition. Livraison gratuite en France.`,
  ORDER_CONFIRMED:
    'Votre commande est validée : retrouvez son récapitulatif et les prochaines étapes.',
  SCOOTER_DETAILS: 'Fiche produit : caractéristiques, prix, disponibilité et avis clients.',
  PARTS_DETAILS: 'Fiche produit : compatibilité, prix et disponibilité.',
  PARTS_COMPETITION_DETAILS: 'Fiche produit : compatibilité, prix et disponibilité.',
  USER_LOGIN: 'Connectez-vous à votre compte pour suivre vos commandes et gérer vos informations.',
  USER_SIGNUP: 'Créez votre compte en quelques secondes pour commander et suivre vos livraisons.',
  USER_ACCOUNT: 'Votre espace client : informations personnelles, adresses et commandes.',
  USER_INFORMATION: 'Modifiez vos informations personnelles et vos adresses de livraison.',
  USER_ORDERS: 'Suivez vos commandes, leur livraison et vos demandes de retour.',
  USER_ORDER_DETAILS: 'Détail, paiement et suivi de livraison de votre commande.',
  COMPARE: 'Comparez côte à côte les caractéristiques et les prix de nos trottinettes électriques.',
  CART: 'Votre panier : vérifiez vos articles avant de passer commande. Livraison gratuite en France, sans minimum.',
  CART_PAYMENT: 'Paiement sécurisé de votre commande par carte bancaire ou virement.',
  TERMS:
    'Conditions générales de vente : commande, paiement, livraison, rétractation et garanties.',
  PRIVACY: 'Comment nous collectons, utilisons et protégeons vos données personnelles.',
  ABOUT_CONTACT:
    'Une question ? Écrivez-nous : notre service client vous répond sous 24 h, 7 jours sur 7.',
  LEGAL: 'Mentions légales : éditeur du site, hébergement et propriété intellectuelle.',
  BATTERY_TAKE_BACK:
    'Reprise gratuite de vos batteries et trottinettes usagées, consignes de sécurité des batteries lithium et signification des symboles.',
  WITHDRAWAL:
    'Renoncer au contrat ici : rétractez-vous d’une commande en ligne, sans vous connecter, et recevez l’accusé de réception par e-mail.',
  STOCK_ALERT:
    'Confirmez ou arrêtez votre alerte de retour en stock depuis le lien de l’e-mail reçu.',
  ACCESSIBILITY:
    "Déclaration d'accessibilité : état de conformité au RGAA, contenus non accessibles, contact et voies de recours.",
  CLIENT_REVIEWS:
    'Les avis de nos clients sur nos trottinettes électriques, nos pièces et notre service.',
  REVIEWS_POLICY:
    'Comment nous gérons les avis clients : contrôle, modération, délais de publication, conservation et signalement.',
  HELP: 'Réponses aux questions fréquentes : livraison, paiement en plusieurs fois, retours, garantie et entretien.',
  HYPERVISOR_DASHBOARD: 'Tableau de bord de la boutique.',
  HYPERVISOR_USERS: 'Gestion des utilisateurs.',
  HYPERVISOR_ORDERS: 'Gestion des commandes, livraisons, retours et paiements.',
  HYPERVISOR_PRODUCTS: 'Gestion des produits et des stocks.',
  HYPERVISOR_REVIEWS: 'Gestion des avis clients.',
  HYPERVISOR_GRAND_LIVRE: 'Grand livre des recettes et dépenses.',
  HYPERVISOR_PROMOTIONS: 'Codes promo : remises, conditions, validité et utilisations.',
};

/** Meta description of a route of the table ('' for a name outside it). */
export const routeDescription = (route: { name: string }): string =>
  ROUTE_DESCRIPTIONS[route.name as RouteName] ?? '';
