// CGV — electrical equipment and batteries: éco-participation, free 1-for-1 take-back of the old
// scooter (C. env. L541-10-8, R543-180), free take-back of used batteries (Reg. (EU) 2023/1542),
// and the shop's unique identifiers per REP scheme (L541-10-13: in the CGV).
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import type { DocumentSection } from '../document-page';
import { ProducerIdsList } from '../producer-ids';

export const TERMS_ENVIRONMENT_SECTION: DocumentSection = {
  id: 'environnement',
  title: 'Équipements électriques et batteries : éco-participation et reprise',
  content: (
    <>
      <p>
        Le prix des trottinettes électriques, des batteries et des pièces électriques comprend
        l’éco-participation versée à la filière de recyclage, répercutée à l’identique et indiquée à
        part (« dont éco-participation ») sur la fiche produit, le panier, la commande, la facture
        et l’e-mail de confirmation.
      </p>
      <p>
        Pour l’achat d’une trottinette électrique, le vendeur reprend gratuitement l’ancienne
        trottinette de l’acheteur (un pour un), y compris pour une vente à distance : l’acheteur la
        demande lors de la commande, et le service client convient avec lui de son enlèvement à la
        livraison ou de son dépôt dans un point de collecte proche, aux frais du vendeur. Les
        batteries usagées sont reprises gratuitement et sans obligation d’achat ; les modalités et
        les consignes de sécurité figurent sur la page{' '}
        <Link to={ROUTES.BATTERY_TAKE_BACK.path}>Reprise des batteries usagées</Link>.
      </p>
      <p>Identifiants uniques du vendeur au registre des filières REP :</p>
      <ProducerIdsList />
    </>
  ),
};
