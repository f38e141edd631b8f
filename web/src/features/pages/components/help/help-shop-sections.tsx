// Centre d'aide — commander, payer, livraison, retours, garantie.
import { INSTALMENT_COUNTS, REPLY_WITHIN_HOURS } from '@fohzshop/shared/constants';
import { ROUTES } from '@fohzshop/shared/routes';
import { INSTALMENT_RANGE_TEXT } from '@fohzshop/shared/instalment-credit';
import { Link } from 'react-router-dom';
import { InstalmentCreditNotice } from '@/entities/shop/components/instalment-credit-notice';
import type { DocumentSection } from '../document-page';

const instalments = INSTALMENT_COUNTS.join(', ').replace(/, (\d)$/, ' ou $1');

export const HELP_SHOP_SECTIONS: DocumentSection[] = [
  {
    id: 'commander',
    title: 'Passer commande',
    content: (
      <>
        <p>
          Choisissez votre trottinette ou votre pièce dans le{' '}
          <Link to={ROUTES.SCOOTERS.path}>catalogue</Link>, ajoutez-la à votre panier puis validez
          votre commande. Un compte client est nécessaire pour commander : il vous permet de suivre
          vos commandes, vos livraisons et vos éventuels retours depuis « Mon compte ».
        </p>
        <p>
          La disponibilité est indiquée sur chaque fiche produit : <strong>En stock</strong>{' '}
          (expédition rapide), <strong>Sur commande</strong> (le produit est commandé auprès du
          fabricant, le délai vous est précisé avant validation) ou{' '}
          <strong>Rupture de stock</strong>.
        </p>
        <p>
          Pour les pièces détachées, vérifiez la compatibilité avec votre modèle sur la fiche
          produit. En cas de doute, <Link to={ROUTES.ABOUT_CONTACT.path}>écrivez-nous</Link> avec la
          référence de votre trottinette : nous vous répondons sous {REPLY_WITHIN_HOURS} h, 7 jours
          sur 7.
        </p>
      </>
    ),
  },
  {
    id: 'paiement',
    title: 'Paiement',
    content: (
      <>
        <p>Trois moyens de paiement sont proposés, tous sécurisés :</p>
        <ul>
          <li>
            <strong>Carte bancaire</strong> : paiement immédiat via une page sécurisée de notre
            prestataire (authentification 3-D Secure). Nous n'avons jamais accès à vos coordonnées
            bancaires.
          </li>
          <li>
            <strong>Virement bancaire</strong> : nos coordonnées bancaires s'affichent à la fin de
            la commande. Les produits sont réservés pendant le délai indiqué ; passé ce délai sans
            réception du virement, la commande est annulée.
          </li>
          <li>
            <strong>Paiement en {instalments} fois sans frais</strong> : pour les paniers{' '}
            {INSTALMENT_RANGE_TEXT}, sous réserve d'acceptation par le prêteur. C'est un crédit :
            <InstalmentCreditNotice />
          </li>
        </ul>
        <p>Les prix sont indiqués en euros toutes taxes comprises (TVA française incluse).</p>
      </>
    ),
  },
  {
    id: 'livraison',
    title: 'Livraison',
    content: (
      <>
        <p>
          <strong>La livraison est gratuite en France métropolitaine, sans minimum d'achat.</strong>{' '}
          Les produits en stock sont préparés et expédiés sous 2 jours ouvrés ; comptez ensuite en
          général 2 à 5 jours ouvrés selon le transporteur. Les trottinettes sont livrées dans leur
          carton d'origine, sur rendez-vous lorsque le transporteur le propose.
        </p>
        <p>
          Dès l'expédition, vous recevez le numéro de suivi, également visible dans « Mes commandes
          ». À la réception, vérifiez l'état du colis en présence du livreur et, en cas de dommage,
          indiquez des réserves précises sur le bon de livraison puis prévenez-nous sous 48 h avec
          des photos.
        </p>
      </>
    ),
  },
  {
    id: 'retours',
    title: 'Retours et droit de rétractation',
    content: (
      <>
        <p>
          Vous disposez de <strong>14 jours à compter de la réception</strong> de votre commande
          pour exercer votre droit de rétractation, sans avoir à vous justifier (articles L221-18 et
          suivants du Code de la consommation). Informez-nous de votre décision par le{' '}
          <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link>, par e-mail ou avec le
          modèle de formulaire figurant dans nos{' '}
          <Link to={`${ROUTES.TERMS.path}#retractation`}>conditions générales de vente</Link>.
        </p>
        <p>
          Renvoyez ensuite le produit complet, dans son emballage d'origine, au plus tard 14 jours
          après nous avoir informés. Les frais de retour sont à votre charge. Nous vous remboursons
          la totalité des sommes versées, frais de livraison initiaux compris, dans les 14 jours
          suivant votre décision ; nous pouvons différer le remboursement jusqu'à la réception du
          produit. Une dépréciation résultant d'une utilisation au-delà du simple essai
          (kilométrage, traces d'usage) peut être déduite.
        </p>
      </>
    ),
  },
  {
    id: 'garantie',
    title: 'Garanties',
    content: (
      <>
        <p>
          Tous nos produits neufs bénéficient de la{' '}
          <strong>garantie légale de conformité de 2 ans</strong> à compter de la livraison
          (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices
          cachés (articles 1641 et suivants du Code civil). Pendant ces 2 ans, vous n'avez pas à
          prouver que le défaut existait à la livraison : vous pouvez obtenir la réparation ou le
          remplacement du produit, ou à défaut son remboursement.
        </p>
        <p>
          Les pièces d'usure (pneus, chambres à air, plaquettes de frein) et les dommages dus à une
          chute, un choc, une immersion, un défaut d'entretien ou une modification (débridage,
          pièces non d'origine) ne relèvent pas d'un défaut de conformité. Pour toute demande,
          contactez-nous avec votre numéro de commande et une description du problème (photos ou
          vidéo) : nous organisons le diagnostic et, si besoin, la prise en charge.
        </p>
      </>
    ),
  },
];
