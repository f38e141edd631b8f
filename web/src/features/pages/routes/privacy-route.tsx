import { DocumentPage } from '../components/document-page';
import { PRIVACY_SECTIONS } from '../components/privacy-sections';
import { LEGAL_UPDATED_AT } from '../components/shop-identity';

export function PrivacyRoute() {
  return (
    <DocumentPage
      title="Politique de confidentialité"
      intro={
        <p>
          Comment FōhzShop collecte, utilise et protège vos données personnelles, conformément au
          RGPD et à la loi Informatique et Libertés.
        </p>
      }
      updatedAt={LEGAL_UPDATED_AT}
      sections={PRIVACY_SECTIONS}
    />
  );
}
