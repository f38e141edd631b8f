import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { DocumentPage, type DocumentSection } from '../components/document-page';
import { ProducerIdsList } from '../components/producer-ids';
import { LEGAL_UPDATED_AT, SHOP_IDENTITY as ID } from '../components/shop-identity';

export function LegalRoute() {
  const contact = useShopContact();
  const sections: DocumentSection[] = [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      content: (
        <ul>
          <li>Nom commercial : {ID.name}</li>
          <li>
            Forme juridique et capital social : {ID.legalForm} — {ID.capital}
          </li>
          <li>Siège social : {contact?.address || ID.headOffice}</li>
          <li>
            Immatriculation : RCS {ID.rcs} — SIRET {ID.siret}
          </li>
          <li>Numéro de TVA intracommunautaire : {ID.vat}</li>
          <li>
            Contact :{' '}
            {contact?.email ? (
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            ) : (
              <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link>
            )}
            {contact?.phone ? ` — ${contact.phone}` : ''}
          </li>
          <li>Directeur de la publication : {ID.publicationDirector}</li>
        </ul>
      ),
    },
    {
      id: 'filieres-rep',
      title: 'Identifiants uniques (filières REP)',
      content: <ProducerIdsList />,
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      content: (
        <p>
          Le site et ses données sont hébergés par {ID.host.name}, {ID.host.address} (
          <a href={ID.host.site} target="_blank" rel="noopener noreferrer">
            {ID.host.site}
          </a>
          ), dans la région europe-west1 (Belgique) pour la base de données et les services
          applicatifs.
        </p>
      ),
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      content: (
        <>
          <p>
            Les textes, photographies, logos et éléments graphiques du site sont protégés par le
            droit de la propriété intellectuelle. Toute reproduction ou représentation, totale ou
            partielle, sans autorisation écrite préalable est interdite.
          </p>
          <p>
            Les marques Dualtron, Teverun, Kaabo, InMotion et les autres marques citées
            appartiennent à leurs titulaires respectifs ; elles sont mentionnées uniquement pour
            désigner les produits vendus.
          </p>
        </>
      ),
    },
    {
      id: 'donnees',
      title: 'Données personnelles et cookies',
      content: (
        <p>
          Le traitement de vos données personnelles et l'usage des cookies sont décrits dans notre{' '}
          <Link to={ROUTES.PRIVACY.path}>politique de confidentialité</Link>. Vous pouvez modifier
          vos choix à tout moment via le lien « Gérer les cookies » en bas de page.
        </p>
      ),
    },
    {
      id: 'litiges',
      title: 'Droit applicable',
      content: (
        <p>
          Le site et ses mentions légales sont soumis au droit français. Les conditions de vente, la
          médiation de la consommation et les garanties sont détaillées dans nos{' '}
          <Link to={ROUTES.TERMS.path}>conditions générales de vente</Link>.
        </p>
      ),
    },
  ];
  return <DocumentPage title="Mentions légales" updatedAt={LEGAL_UPDATED_AT} sections={sections} />;
}
