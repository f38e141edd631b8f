// Déclaration d'accessibilité — how the service meets the requirements (information of annex V of
// directive (EU) 2019/882, D412-57 C. conso.), contact channel and recourse.
import {
  DEFENSEUR_DES_DROITS as DDD,
  SIGNAL_CONSO_URL,
} from '@fohzshop/shared/accessibility-statement';
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import type { ShopContact } from '@/entities/shop/hooks/use-shop-contact';
import type { DocumentSection } from '../document-page';

const External = ({ href, children }: { href: string; children: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {children} (nouvel onglet)
  </a>
);

const SERVICE: DocumentSection = {
  id: 'service',
  title: 'Comment notre service répond aux exigences d’accessibilité',
  content: (
    <>
      <p>
        FōhzShop est une boutique en ligne de trottinettes électriques et de pièces détachées : on y
        consulte le catalogue, on compare, on commande, on paie et on suit ses commandes et ses
        retours. Pour que chacun puisse le faire :
      </p>
      <ul>
        <li>
          <strong>Perceptible</strong> : textes réels (pas d’images de texte), alternatives
          textuelles des images informatives, contrastes vérifiés automatiquement, thème clair ou
          sombre au choix, mise en page qui s’adapte au zoom et aux petits écrans.
        </li>
        <li>
          <strong>Utilisable</strong> : tout le parcours d’achat se fait au clavier seul, avec un
          lien d’évitement vers le contenu, un focus visible et aucun délai imposé pour remplir les
          formulaires.
        </li>
        <li>
          <strong>Compréhensible</strong> : pages en français (langue déclarée), champs de
          formulaire étiquetés, messages d’erreur en texte qui disent comment corriger, prix et
          frais affichés avant la commande.
        </li>
        <li>
          <strong>Robuste</strong> : HTML sémantique (titres, listes, tableaux, repères de
          navigation) et WAI-ARIA pour les composants interactifs ; e-mails de commande en HTML
          structuré, en français, avec une version texte.
        </li>
      </ul>
      <p>
        Ces informations sont publiques et restent en ligne tant que le service est proposé ; elles
        sont aussi reprises dans nos{' '}
        <Link to={`${ROUTES.TERMS.path}#accessibilite`}>conditions générales de vente</Link>. Sur
        simple demande au service client, nous vous les communiquons oralement par téléphone ou sous
        un autre format.
      </p>
    </>
  ),
};

function contactSection(contact: ShopContact | null): DocumentSection {
  return {
    id: 'contact',
    title: 'Retour d’information et contact',
    content: (
      <>
        <p>
          Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez-nous : nous vous
          orienterons vers une alternative accessible ou vous fournirons le contenu sous une autre
          forme (par exemple la commande passée avec vous par téléphone ou par e-mail).
        </p>
        <ul>
          <li>
            par le <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link> (sujet «
            Accessibilité ») ;
          </li>
          {contact?.email && (
            <li>
              par e-mail : <a href={`mailto:${contact.email}`}>{contact.email}</a> ;
            </li>
          )}
          {contact?.phone && <li>par téléphone : {contact.phone} ;</li>}
          {contact?.address && <li>par courrier : FōhzShop, {contact.address}.</li>}
        </ul>
        <p>Nous répondons sous 24 h, 7 jours sur 7.</p>
      </>
    ),
  };
}

const RECOURSE: DocumentSection = {
  id: 'recours',
  title: 'Voies de recours',
  content: (
    <>
      <p>
        Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu
        ou à un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez saisir
        le Défenseur des droits :
      </p>
      <ul>
        <li>
          par le <External href={DDD.form}>formulaire en ligne du Défenseur des droits</External> ;
        </li>
        <li>
          auprès du délégué du Défenseur des droits de votre région (
          <External href={DDD.delegates}>carte des délégués</External>) ;
        </li>
        <li>par téléphone : {DDD.phone} ;</li>
        <li>par courrier, gratuit et sans affranchissement : {DDD.postal}.</li>
      </ul>
      <p>
        Vous pouvez aussi signaler le manquement à la DGCCRF, chargée du contrôle de l’accessibilité
        des services aux consommateurs, sur <External href={SIGNAL_CONSO_URL}>SignalConso</External>
        .
      </p>
    </>
  ),
};

export function accessibilityServiceSections(contact: ShopContact | null): DocumentSection[] {
  return [SERVICE, contactSection(contact), RECOURSE];
}
