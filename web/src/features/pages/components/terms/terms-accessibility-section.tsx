// CGV — accessibility of the service (D412-57 C. conso.: the information on how the service meets
// the accessibility requirements goes into the CGV or an equivalent document).
import {
  ACCESSIBILITY_STANDARDS,
  ACCESSIBILITY_STATUS,
} from '@fohzshop/shared/accessibility-statement';
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import type { DocumentSection } from '../document-page';

export const TERMS_ACCESSIBILITY_SECTION: DocumentSection = {
  id: 'accessibilite',
  title: 'Accessibilité du service',
  content: (
    <>
      <p>
        Conformément aux articles L412-13 et D412-57 du Code de la consommation, le vendeur rend son
        service de commerce en ligne accessible aux personnes handicapées. Le site est{' '}
        <strong>{ACCESSIBILITY_STATUS}</strong> avec le {ACCESSIBILITY_STANDARDS} : le parcours
        d’achat complet (catalogue, fiche produit, panier, création de compte, paiement,
        confirmation) peut être réalisé au clavier seul, les pages sont analysées automatiquement à
        chaque évolution du site, et les e-mails de commande sont structurés et en français.
      </p>
      <p>
        La <Link to={ROUTES.ACCESSIBILITY.path}>déclaration d’accessibilité</Link> détaille l’état
        de conformité, les vérifications réalisées, les contenus non accessibles et leurs
        alternatives, ainsi que les voies de recours, dont la saisine du Défenseur des droits. Toute
        difficulté d’accès peut être signalée via le{' '}
        <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link> ; ces informations sont
        communiquées oralement sur simple demande au service client.
      </p>
    </>
  ),
};
