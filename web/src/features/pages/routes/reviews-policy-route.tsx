// /politique-des-avis: how the shop handles reviews (L111-7-2, D111-17 2°): whether and how they
// are checked, compensation (none), moderation criteria, maximum delay to publish, retention,
// sort order, how to report a review, imported reviews. A content page like the legal notice:
// styled at build time, no Chakra or Firebase on its load path.
import { REVIEW_POLICY, REVIEW_SORTS, REVIEW_SORT_LABELS } from '@fohzshop/shared/review-display';
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import { DocumentPage, type DocumentSection } from '../components/document-page';

export const REVIEWS_POLICY_UPDATED_AT = '27 novembre 2026';

const { publishWithinDays, retentionYears, refusedRetentionMonths } = REVIEW_POLICY;
const contact = <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link>;

const SECTIONS: DocumentSection[] = [
  {
    id: 'controle',
    title: 'Contrôle des avis',
    content: (
      <>
        <p>
          Oui, les avis déposés sur FōhzShop sont contrôlés. Seul un client connecté à son compte
          peut déposer un avis, un seul par produit (et un sur la boutique). Chaque avis est lu par
          notre équipe avant d’être publié ; il est publié s’il respecte les critères ci-dessous,
          qu’il soit positif ou négatif.
        </p>
        <p>
          La mention <strong>« Avis vérifié »</strong> n’est donnée que si l’auteur a reçu une
          commande livrée du produit concerné (pour un avis sur la boutique : une commande livrée).
          Ce contrôle est fait automatiquement par notre serveur au dépôt de l’avis, à partir des
          commandes du compte ; personne ne peut l’attribuer à la main. La date de l’expérience
          indiquée sous un avis vérifié est la date de livraison de cette commande. Les autres avis
          portent la mention « Avis non vérifié » : leur auteur n’a pas de commande livrée du
          produit chez nous.
        </p>
      </>
    ),
  },
  {
    id: 'contrepartie',
    title: 'Contrepartie',
    content: (
      <p>
        Aucune contrepartie (réduction, cadeau, remboursement, points) n’est offerte en échange d’un
        avis, et le dépôt d’un avis n’est jamais une condition d’un achat ou d’un service.
      </p>
    ),
  },
  {
    id: 'moderation',
    title: 'Critères de modération',
    content: (
      <>
        <p>Un avis n’est pas publié s’il :</p>
        <ul>
          <li>ne porte pas sur une expérience de consommation du produit ou de la boutique ;</li>
          <li>
            contient des propos injurieux, diffamatoires, discriminatoires, violents ou contraires à
            la loi ;
          </li>
          <li>
            contient des données personnelles (nom complet, adresse, téléphone, e-mail, numéro de
            commande) ;
          </li>
          <li>
            contient de la publicité, des liens ou des coordonnées, ou vient d’une personne en
            conflit d’intérêts (salarié, concurrent, fabricant) ;
          </li>
          <li>est incompréhensible ou reproduit un autre avis.</li>
        </ul>
        <p>
          Une note basse ou une critique ne sont jamais un motif de refus. Quand un avis est refusé,
          son auteur en reçoit le motif par e-mail ; il le retrouve aussi dans son compte, rubrique
          « Mes avis ».
        </p>
      </>
    ),
  },
  {
    id: 'delais',
    title: 'Délai de publication et conservation',
    content: (
      <ul>
        <li>
          Un avis est publié, ou refusé avec son motif, dans un délai maximum de {publishWithinDays}{' '}
          jours après son dépôt.
        </li>
        <li>
          Un avis publié reste en ligne {retentionYears} ans après sa date de publication, puis il
          est supprimé.
        </li>
        <li>
          Un avis refusé est conservé {refusedRetentionMonths} mois, pour répondre à son auteur,
          puis supprimé.
        </li>
        <li>
          Si vous supprimez votre compte, vos avis publiés restent en ligne signés « Ancien client
          ».
        </li>
      </ul>
    ),
  },
  {
    id: 'classement',
    title: 'Classement des avis',
    content: (
      <>
        <p>
          Par défaut, les avis sont classés par ordre chronologique de publication, du plus récent
          au plus ancien. Vous pouvez choisir un autre classement ; celui qui est utilisé est
          toujours indiqué au-dessus des avis :
        </p>
        <ul>
          {REVIEW_SORTS.map((sort) => (
            <li key={sort}>
              {REVIEW_SORT_LABELS[sort].option} : {REVIEW_SORT_LABELS[sort].statement}
            </li>
          ))}
        </ul>
        <p>
          Chaque avis indique sa date de publication et, quand elle est connue, la date de
          l’expérience dont il parle.
        </p>
      </>
    ),
  },
  {
    id: 'signaler',
    title: 'Signaler un avis',
    content: (
      <p>
        Vous doutez de l’authenticité d’un avis, ou il vous semble enfreindre ces règles ?
        Signalez-le gratuitement par notre {contact}, en indiquant l’auteur, la date de l’avis et la
        raison de votre signalement. Nous l’examinons et vous répondons sous 24 h, 7 j/7 ; un avis
        qui enfreint ces règles est retiré et son auteur en est informé.
      </p>
    ),
  },
  {
    id: 'google',
    title: 'Avis et note importés de Google',
    content: (
      <p>
        La note Google et les avis Google affichés sur le site sont importés automatiquement de
        notre fiche Google, avec leur date d’import et un lien vers leur page d’origine. Ils sont
        publiés et modérés par Google selon ses propres règles : FōhzShop ne les contrôle pas et ne
        peut pas les vérifier, ils ne portent donc jamais la mention « Avis vérifié ».
      </p>
    ),
  },
];

export function ReviewsPolicyRoute() {
  return (
    <DocumentPage
      title="Politique des avis"
      intro={
        <p>Comment nous recueillons, contrôlons, publions et conservons les avis de nos clients.</p>
      }
      updatedAt={REVIEWS_POLICY_UPDATED_AT}
      sections={SECTIONS}
    />
  );
}
