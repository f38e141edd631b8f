// CGV — champ d'application, produits, prix, commande, paiement, livraison.
import { INSTALMENT_COUNTS } from '@fohzshop/shared/constants';
import { INSTALMENT_RANGE_TEXT } from '@fohzshop/shared/instalment-credit';
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import { InstalmentCreditNotice } from '@/entities/shop/components/instalment-credit-notice';
import type { DocumentSection } from '../document-page';

const instalments = INSTALMENT_COUNTS.join(', ').replace(/, (\d)$/, ' ou $1');

export const TERMS_SALE_SECTIONS: DocumentSection[] = [
  {
    id: 'objet',
    title: 'Objet et champ d’application',
    content: (
      <p>
        Les présentes conditions générales de vente (CGV) régissent les ventes de trottinettes
        électriques, de pièces détachées et de pièces compétition conclues sur le site FōhzShop
        entre FōhzShop (le « vendeur », voir les{' '}
        <Link to={ROUTES.LEGAL.path}>mentions légales</Link>) et toute personne physique agissant en
        qualité de consommateur (le « client »). Elles sont acceptées par le client au moment de la
        commande ; la version applicable est celle en vigueur à la date de la commande.
      </p>
    ),
  },
  {
    id: 'produits',
    title: 'Produits et usage',
    content: (
      <>
        <p>
          Les caractéristiques essentielles des produits (puissance, autonomie indicative, vitesse
          maximale, poids, compatibilité des pièces) figurent sur chaque fiche produit. Les
          photographies ne sont pas contractuelles. L'autonomie dépend du poids du conducteur, du
          relief, de la température et du style de conduite.
        </p>
        <p>
          Les trottinettes dont la vitesse par construction dépasse 25 km/h et les pièces
          compétition ne peuvent pas circuler sur la voie publique : elles sont destinées
          exclusivement à un usage sur terrain privé ou circuit fermé. Le client s'engage à
          respecter la réglementation rappelée dans notre{' '}
          <Link to={`${ROUTES.HELP.path}#reglementation`}>centre d'aide</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'prix',
    title: 'Prix',
    content: (
      <p>
        Les prix sont indiqués en euros toutes taxes comprises (TVA française applicable au jour de
        la commande). La livraison en France métropolitaine est offerte, sans minimum d'achat. Le
        prix facturé est celui affiché au moment de la validation de la commande. En cas d'erreur
        matérielle manifeste sur un prix, le vendeur peut annuler la commande et rembourser
        intégralement le client.
      </p>
    ),
  },
  {
    id: 'commande',
    title: 'Commande',
    content: (
      <p>
        Le client sélectionne ses produits, vérifie le contenu de son panier et le prix total, puis
        confirme sa commande et son moyen de paiement. La commande est définitive après paiement
        (ou, pour le virement, après réception des fonds dans le délai indiqué). Un e-mail de
        confirmation récapitule la commande. Le vendeur peut refuser une commande en cas de litige
        antérieur ou de suspicion de fraude. Les produits « Sur commande » sont expédiés dès leur
        réception, dans le délai indiqué avant la validation.
      </p>
    ),
  },
  {
    id: 'paiement',
    title: 'Paiement',
    content: (
      <ul>
        <li>
          Carte bancaire, via la page de paiement sécurisée de notre prestataire (3-D Secure) ; le
          compte est débité à la validation.
        </li>
        <li>
          Virement bancaire : les produits sont réservés pendant le délai indiqué à la commande, au
          terme duquel une commande non payée est annulée.
        </li>
        <li>
          Paiement en {instalments} fois sans frais, pour un panier {INSTALMENT_RANGE_TEXT} : c'est
          un crédit à la consommation, accordé par le prêteur nommé ci-dessous (pas par FōhzShop),
          sous réserve d'acceptation de votre dossier et selon ses conditions, que le prêteur vous
          remet avant que vous ne vous engagiez.
          <InstalmentCreditNotice conditionsLink={false} />
        </li>
      </ul>
    ),
  },
  {
    id: 'livraison',
    title: 'Livraison',
    content: (
      <>
        <p>
          Les produits sont livrés à l'adresse indiquée par le client, en France métropolitaine. Les
          produits en stock sont expédiés sous 2 jours ouvrés ; le délai de livraison est indiqué
          avant la validation de la commande. À défaut, la livraison intervient au plus tard 30
          jours après la commande. En cas de retard, le client peut, après une mise en demeure
          restée sans effet, résoudre la vente et être remboursé (articles L216-1 et suivants du
          Code de la consommation).
        </p>
        <p>
          Le risque de perte ou d'endommagement est transféré au client lorsqu'il prend physiquement
          possession des produits. En cas de colis endommagé, le client est invité à émettre des
          réserves auprès du transporteur et à nous prévenir.
        </p>
      </>
    ),
  },
];
