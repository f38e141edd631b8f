import { DocumentPage } from '../components/document-page';
import { HELP_ROAD_SECTIONS } from '../components/help/help-road-sections';
import { HELP_SHOP_SECTIONS } from '../components/help/help-shop-sections';

const SECTIONS = [...HELP_SHOP_SECTIONS, ...HELP_ROAD_SECTIONS];

export function HelpRoute() {
  return (
    <DocumentPage
      title="Centre d'aide"
      intro={
        <p>
          Commande, paiement, livraison, retours, garantie et règles de circulation : toutes les
          réponses à vos questions.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
