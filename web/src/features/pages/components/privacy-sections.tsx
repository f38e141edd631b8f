// Politique de confidentialité (RGPD).
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import type { DocumentSection } from './document-page';

export const PRIVACY_SECTIONS: DocumentSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    content: (
      <p>
        Le responsable du traitement de vos données est FōhzShop (coordonnées dans les{' '}
        <Link to={ROUTES.LEGAL.path}>mentions légales</Link>). Pour toute question relative à vos
        données, écrivez-nous via le{' '}
        <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link> en indiquant « Données
        personnelles » dans le sujet.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données collectées, finalités et bases légales',
    content: (
      <ul>
        <li>
          <strong>Compte client</strong> (nom, prénom, e-mail, téléphone, adresses) : création et
          gestion de votre compte — exécution du contrat.
        </li>
        <li>
          <strong>Commandes</strong> (produits, montants, adresses, statut du paiement et de la
          livraison) : traitement des commandes, livraison, retours, garanties, facturation —
          exécution du contrat et obligations légales comptables.
        </li>
        <li>
          <strong>Messages</strong> (formulaire de contact, avis clients) : réponse à vos demandes,
          publication des avis après modération — intérêt légitime et consentement.
        </li>
        <li>
          <strong>Sécurité</strong> (journaux techniques, prévention de la fraude) : intérêt
          légitime.
        </li>
        <li>
          <strong>Mesure d'audience</strong> : uniquement si vous l'acceptez — consentement.
        </li>
      </ul>
    ),
  },
  {
    id: 'destinataires',
    title: 'Destinataires et sous-traitants',
    content: (
      <>
        <p>
          Vos données sont destinées aux seules équipes de FōhzShop qui en ont besoin, et à nos
          sous-traitants, dans la limite de leur mission : hébergement, base de données et
          authentification (Google Ireland Limited, Firebase, région europe-west1 en Belgique),
          prestataires de paiement et de paiement en plusieurs fois, transporteurs. Nous ne vendons
          jamais vos données.
        </p>
        <p>
          Certains prestataires peuvent accéder aux données depuis des pays hors de l'Union
          européenne (notamment les États-Unis). Ces transferts sont encadrés par la décision
          d'adéquation « EU-US Data Privacy Framework » ou par des clauses contractuelles types de
          la Commission européenne.
        </p>
        <p>
          Les coordonnées bancaires de carte sont saisies directement chez le prestataire de
          paiement : nous n'y avons jamais accès.
        </p>
      </>
    ),
  },
  {
    id: 'conservation',
    title: 'Durées de conservation',
    content: (
      <ul>
        <li>Compte client : tant que le compte est actif, puis 3 ans après le dernier contact.</li>
        <li>
          Commandes et factures : 10 ans (obligation comptable, article L123-22 du Code de
          commerce).
        </li>
        <li>Messages de contact : 3 ans à compter du dernier échange.</li>
        <li>
          Choix relatif aux cookies : 6 mois ; cookies de mesure d'audience : 13 mois au plus.
        </li>
      </ul>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits',
    content: (
      <>
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de
          portabilité et d'opposition, du droit de retirer votre consentement à tout moment et de
          définir des directives sur le sort de vos données après votre décès. Vous pouvez modifier
          vos informations depuis « Mon compte » ou exercer vos droits via le{' '}
          <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link> ; nous répondons dans un
          délai d'un mois.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une
          réclamation auprès de la CNIL (3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 —{' '}
          <a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">
            www.cnil.fr
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage local',
    content: (
      <>
        <p>
          Le site enregistre dans votre navigateur des informations strictement nécessaires à son
          fonctionnement, sans consentement préalable :
        </p>
        <ul>
          <li>votre session de connexion (authentification) ;</li>
          <li>
            votre thème d'affichage clair ou sombre, vos trottinettes enregistrées et votre
            sélection de comparaison ;
          </li>
          <li>votre choix relatif aux cookies.</li>
        </ul>
        <p>
          La mesure d'audience (Google Analytics pour Firebase) n'est activée que si vous cliquez
          sur « Tout accepter ». Refuser est aussi simple qu'accepter, et vous pouvez changer d'avis
          à tout moment via le lien « Gérer les cookies » en bas de chaque page.
        </p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    content: (
      <p>
        Les échanges avec le site sont chiffrés (HTTPS). L'accès aux données est limité par des
        règles de sécurité strictes : chaque client ne peut lire que ses propres informations et
        commandes, et les opérations sensibles sont vérifiées côté serveur.
      </p>
    ),
  },
];
