import { DocumentPage } from '../components/document-page';
import { LEGAL_UPDATED_AT } from '../components/shop-identity';
import { TERMS_ACCESSIBILITY_SECTION } from '../components/terms/terms-accessibility-section';
import { TERMS_ENVIRONMENT_SECTION } from '../components/terms/terms-environment-section';
import { TERMS_RIGHTS_SECTIONS } from '../components/terms/terms-rights-sections';
import { TERMS_SALE_SECTIONS } from '../components/terms/terms-sale-sections';

const SECTIONS = [
  ...TERMS_SALE_SECTIONS,
  TERMS_ENVIRONMENT_SECTION,
  ...TERMS_RIGHTS_SECTIONS,
  TERMS_ACCESSIBILITY_SECTION,
];

export function TermsRoute() {
  return (
    <DocumentPage
      title="Conditions générales de vente"
      updatedAt={LEGAL_UPDATED_AT}
      sections={SECTIONS}
    />
  );
}
