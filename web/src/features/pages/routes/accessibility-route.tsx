import { ACCESSIBILITY_STATEMENT_DATE } from '@fohzshop/shared/accessibility-statement';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { ACCESSIBILITY_AUDIT_SECTIONS } from '../components/accessibility/accessibility-audit-sections';
import { accessibilityServiceSections } from '../components/accessibility/accessibility-service-sections';
import { DocumentPage } from '../components/document-page';

export function AccessibilityRoute() {
  const contact = useShopContact();
  return (
    <DocumentPage
      title="Déclaration d'accessibilité"
      intro={
        <p>
          Où en est l’accessibilité de la boutique, ce qui a été vérifié, ce qui ne l’est pas
          encore, et comment nous signaler une difficulté.
        </p>
      }
      updatedAt={ACCESSIBILITY_STATEMENT_DATE}
      sections={[...ACCESSIBILITY_AUDIT_SECTIONS, ...accessibilityServiceSections(contact)]}
    />
  );
}
