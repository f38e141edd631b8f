// Déclaration d'accessibilité — engagement, état de conformité, vérifications faites, contenus non
// accessibles. What is said here must match what the test suite does (tests/e2e/accessibility*).
import {
  ACCESSIBILITY_STANDARDS,
  ACCESSIBILITY_STATEMENT_DATE,
  ACCESSIBILITY_STATUS,
} from '@fohzshop/shared/accessibility-statement';
import { ROUTE_LIST } from '@fohzshop/shared/routes';
import type { DocumentSection } from '../document-page';

/** Every page of the route table outside the Hyperviseur: all of them are scanned (title listed). */
const SCANNED_PAGES = ROUTE_LIST.filter((route) => !route.needAdmin).map((route) =>
  route.path.includes(':product_id') ? `${route.title} (une fiche)` : route.title,
);

/** The keyboard-only journey the test suite completes (tests/e2e/keyboard-journey.test.ts). */
export const KEYBOARD_JOURNEY = [
  'une liste de produits',
  'une fiche produit et l’ajout au panier',
  'le panier',
  'la création du compte',
  'le paiement par virement (adresse de livraison, choix du paiement, acceptation des CGV)',
  'la confirmation de commande',
];

export const ACCESSIBILITY_AUDIT_SECTIONS: DocumentSection[] = [
  {
    id: 'engagement',
    title: 'Notre engagement',
    content: (
      <p>
        FōhzShop s’engage à rendre sa boutique en ligne accessible à toutes et à tous, conformément
        à l’article L412-13 du Code de la consommation (issu de la loi n° 2023-171 du 9 mars 2023
        transposant la directive (UE) 2019/882, dite « European Accessibility Act »), au décret n°
        2023-931 et à l’arrêté du 9 octobre 2023. Cette déclaration s’applique à l’ensemble du site
        : catalogue, fiches produits, panier, création de compte, paiement, espace client et e-mails
        de commande.
      </p>
    ),
  },
  {
    id: 'etat-de-conformite',
    title: 'État de conformité',
    content: (
      <>
        <p>
          Le site est <strong>{ACCESSIBILITY_STATUS}</strong> avec le {ACCESSIBILITY_STANDARDS}, en
          raison des non-conformités et des contenus non couverts énumérés plus bas.
        </p>
        <p>
          Aucun audit complet des 106 critères du RGAA n’a encore été réalisé par un auditeur : nous
          ne publions donc pas de taux de conformité. Les vérifications réellement faites sont
          décrites ci-dessous. Déclaration établie le {ACCESSIBILITY_STATEMENT_DATE}.
        </p>
      </>
    ),
  },
  {
    id: 'verifications',
    title: 'Vérifications réalisées',
    content: (
      <>
        <h3>Tests automatisés, à chaque évolution du site</h3>
        <p>
          Chaque version du site passe une analyse automatique avec l’outil axe-core (règles WCAG
          2.0, 2.1 et 2.2, niveaux A et AA) dans le navigateur Chromium, connecté comme visiteur,
          comme client et comme administrateur : une seule violation détectée fait échouer la suite
          de tests du site. Pages analysées :
        </p>
        <ul>
          {SCANNED_PAGES.map((page) => (
            <li key={page}>{page}</li>
          ))}
          <li>le comparateur de trottinettes</li>
          <li>l’interface d’administration de la boutique (réservée à l’équipe)</li>
        </ul>
        <h3>Navigation au clavier seul</h3>
        <p>
          Un test automatique effectue un achat complet au clavier seul (touches Tabulation,
          Maj+Tabulation, Entrée, Espace, flèches et saisie dans les champs), sans souris :
        </p>
        <ol>
          {KEYBOARD_JOURNEY.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Le même test utilise au clavier seul la fonction de rétractation « Renoncer au contrat ici
          » : lien en bas de page, formulaire, puis « Confirmer la rétractation ».
        </p>
        <h3>Ce qui n’a pas encore été vérifié</h3>
        <p>
          Le site n’a pas été testé avec des technologies d’assistance (lecteurs d’écran NVDA, JAWS,
          VoiceOver, TalkBack, logiciels de commande vocale) ni dans les navigateurs Firefox et
          Safari. Les critères qui demandent un jugement humain (pertinence des alternatives
          textuelles, ordre de lecture, clarté des intitulés) n’ont fait l’objet que d’une relecture
          par l’équipe lors de la conception des pages.
        </p>
        <p>
          Technologies utilisées : HTML5, CSS, JavaScript (React) et WAI-ARIA ; les e-mails de
          commande sont en HTML avec une version texte.
        </p>
      </>
    ),
  },
  {
    id: 'contenus-non-accessibles',
    title: 'Contenus non accessibles',
    content: (
      <>
        <h3>Non-conformités connues</h3>
        <ul>
          <li>
            <strong>Factures PDF</strong> : les factures téléchargeables depuis l’espace client sont
            des PDF non balisés (pas de structure lisible par un lecteur d’écran). Le détail de la
            commande est disponible en HTML dans l’espace client et dans l’e-mail de confirmation ;
            une version accessible de la facture peut être demandée au service client.
          </li>
          <li>
            <strong>Photos des produits</strong> : leur alternative textuelle donne le nom du
            produit et le rang de la photo, sans décrire ce qu’elle montre. Les caractéristiques
            utiles à l’achat sont données en texte sur la fiche produit.
          </li>
        </ul>
        <h3>Contenus tiers</h3>
        <p>
          Les pages de paiement par carte (Stripe) et de paiement en plusieurs fois (Alma) sont
          fournies par ces prestataires et relèvent de leur propre déclaration d’accessibilité. Le
          virement bancaire reste proposé sans passer par ces pages.
        </p>
      </>
    ),
  },
];
