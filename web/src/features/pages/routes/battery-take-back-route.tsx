// « Reprise des batteries usagées »: free take-back of used batteries and of the old scooter
// (1 for 1), lithium safety and the meaning of the symbols (EU Battery Regulation art. 74,
// C. env. R543-180). Linked from every scooter and battery page.
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { DocumentPage, type DocumentSection } from '../components/document-page';
import { ProducerIdsList } from '../components/producer-ids';

const UPDATED_AT = '27 novembre 2026';

function DropOff() {
  const contact = useShopContact();
  return (
    <>
      {contact?.address ? `notre atelier (${contact.address})` : 'notre atelier'}
      {contact?.phone ? `, aux heures d’ouverture (${contact.phone})` : ''}
    </>
  );
}

const SECTIONS: DocumentSection[] = [
  {
    id: 'batteries',
    title: 'Vos batteries usagées, reprises gratuitement',
    content: (
      <>
        <p>
          Nous reprenons <strong>gratuitement et sans obligation d’achat</strong> les batteries
          usagées de trottinettes électriques, quelles que soient leur marque et leur origine.
          Déposez-les à <DropOff />, ou dans un point de collecte des piles et batteries (magasins
          qui en vendent, déchetteries).
        </p>
        <p>
          Une batterie usagée ne va jamais dans les ordures ménagères ni dans le bac de tri : elle
          peut prendre feu dans le camion ou le centre de tri. Rapportée, elle est recyclée et ses
          métaux (lithium, cobalt, nickel) sont récupérés.
        </p>
        <p>
          Une batterie abîmée (gonflée, percée, chaude, qui fume ou sent) ne doit pas être expédiée
          par la poste : <Link to={ROUTES.ABOUT_CONTACT.path}>contactez-nous</Link>, nous vous
          indiquons comment la déposer en sécurité.
        </p>
      </>
    ),
  },
  {
    id: 'trottinette',
    title: 'Votre ancienne trottinette reprise pour une achetée',
    content: (
      <>
        <p>
          Pour l’achat d’une trottinette électrique, nous reprenons gratuitement votre ancienne
          trottinette (un appareil usagé pour un appareil neuf du même type), y compris pour une
          commande en ligne. Cochez « Je souhaite la reprise gratuite de mon ancienne trottinette »
          au moment du paiement : notre service client vous contacte pour la récupérer à la
          livraison ou vous indiquer un point de collecte proche, à nos frais.
        </p>
        <p>
          Le prix de nos appareils électriques comprend l’éco-participation, affichée à part sur la
          fiche produit, le panier, la commande et la facture : elle finance la collecte et le
          recyclage des appareils et des batteries usagés. Elle vous est refacturée à l’identique,
          sans marge.
        </p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Batteries lithium : les bons réflexes',
    content: (
      <ul>
        <li>
          Chargez avec le chargeur d’origine ou un chargeur de même tension, sur une surface non
          inflammable, dans une pièce ventilée, jamais sans surveillance ni pendant la nuit.
        </li>
        <li>
          Laissez refroidir la batterie après un trajet avant de la charger ; débranchez le chargeur
          une fois la charge terminée.
        </li>
        <li>
          Pour un stockage prolongé, laissez-la chargée à 40–60 %, au sec, entre 10 et 25 °C, et
          rechargez-la tous les deux mois.
        </li>
        <li>
          N’ouvrez pas la batterie, ne la percez pas, ne la mettez pas en court-circuit, ne
          l’exposez ni à l’eau ni au feu ; après une chute ou un choc, faites-la contrôler.
        </li>
        <li>
          Batterie qui gonfle, chauffe anormalement, fume ou siffle : cessez de l’utiliser,
          placez-la dehors loin de tout objet inflammable si vous pouvez le faire sans risque, et en
          cas de feu, éloignez-vous et appelez le 18 ou le 112.
        </li>
      </ul>
    ),
  },
  {
    id: 'symboles',
    title: 'Ce que signifient les symboles',
    content: (
      <ul>
        <li>
          Poubelle barrée : l’appareil ou la batterie se collecte séparément, jamais avec les
          ordures ménagères.
        </li>
        <li>
          Symboles chimiques Pb, Cd ou Hg sous la poubelle barrée : la batterie contient du plomb,
          du cadmium ou du mercure au-delà des seuils réglementaires.
        </li>
        <li>
          Logo Triman et info-tri : le produit se trie ; le texte qui l’accompagne indique où le
          déposer.
        </li>
        <li>
          Marquage CE : le fabricant déclare le produit conforme aux exigences européennes qui
          s’appliquent à lui.
        </li>
        <li>
          Capacité (Ah, Wh) et tension (V) : à respecter pour choisir un chargeur ou une batterie de
          remplacement.
        </li>
      </ul>
    ),
  },
  {
    id: 'identifiants',
    title: 'Nos identifiants de producteur',
    content: (
      <>
        <p>
          FōhzShop adhère aux filières de responsabilité élargie du producteur des équipements
          électriques et électroniques et des piles et batteries :
        </p>
        <ProducerIdsList />
        <p>
          Plus de détails dans nos{' '}
          <Link to={`${ROUTES.TERMS.path}#environnement`}>conditions générales de vente</Link>.
        </p>
      </>
    ),
  },
];

export function BatteryTakeBackRoute() {
  return (
    <DocumentPage
      title="Reprise des batteries usagées"
      intro={
        <p>
          Batteries et trottinettes usagées : nous les reprenons gratuitement pour qu’elles soient
          recyclées en sécurité. Voici comment faire, et comment utiliser une batterie lithium sans
          risque.
        </p>
      }
      updatedAt={UPDATED_AT}
      sections={SECTIONS}
    />
  );
}
