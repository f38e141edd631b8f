// CGV — rétractation (avec le modèle de formulaire), garanties, médiation, données, droit applicable.
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import type { DocumentSection } from '../document-page';
import { SHOP_IDENTITY } from '../shop-identity';
import { WithdrawalForm } from './withdrawal-form';

export const TERMS_RIGHTS_SECTIONS: DocumentSection[] = [
  {
    id: 'retractation',
    title: 'Droit de rétractation',
    content: (
      <>
        <p>
          Conformément aux articles L221-18 et suivants du Code de la consommation, le client
          dispose d'un délai de <strong>14 jours</strong> à compter de la réception du produit (ou
          du dernier produit d'une commande livrée en plusieurs fois) pour se rétracter, sans avoir
          à motiver sa décision ni à supporter d'autres coûts que ceux prévus ci-dessous.
        </p>
        <p id="retractation-en-ligne">
          Le client peut également exercer son droit de rétractation en ligne, gratuitement et sans
          se connecter, sur la page{' '}
          <Link to={ROUTES.WITHDRAWAL.path}>« Renoncer au contrat ici »</Link>, accessible par le
          lien du même nom en bas de chaque page du site, sur chaque commande de l'espace client («
          Mes commandes ») et dans les e-mails de confirmation et d'expédition de la commande. Il y
          indique son nom, le numéro de la commande, l'adresse e-mail utilisée pour la commande et
          les produits concernés (toute la commande ou certains articles), puis confirme avec le
          bouton « Confirmer la rétractation ». S'il utilise cette fonctionnalité en ligne, nous lui
          envoyons, dans les meilleurs délais, un accusé de réception de la rétractation sur un
          support durable (par courriel, à l'adresse de la commande), y compris son contenu ainsi
          que la date et l'heure de sa soumission.
        </p>
        <p>
          Pour exercer ce droit, le client peut aussi informer le vendeur de sa décision par une
          déclaration dénuée d'ambiguïté : via le{' '}
          <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link>, par e-mail ou par
          courrier, en utilisant s'il le souhaite le modèle ci-dessous. Il renvoie le produit au
          plus tard 14 jours après avoir communiqué sa décision ; les frais directs de renvoi sont à
          sa charge.
        </p>
        <p>
          Le vendeur rembourse la totalité des sommes versées, y compris les frais de livraison
          initiaux, au plus tard 14 jours après avoir été informé de la décision, avec le même moyen
          de paiement que celui utilisé pour la commande. Il peut différer le remboursement jusqu'à
          la récupération du produit ou jusqu'à la preuve de son expédition. La responsabilité du
          client peut être engagée en cas de dépréciation du produit résultant de manipulations
          autres que celles nécessaires pour en établir la nature, les caractéristiques et le bon
          fonctionnement.
        </p>
        <WithdrawalForm />
      </>
    ),
  },
  {
    id: 'garanties',
    title: 'Garanties légales',
    content: (
      <>
        <p>
          Le client bénéficie de la <strong>garantie légale de conformité</strong> (articles L217-3
          à L217-20 du Code de la consommation) et de la <strong>garantie des vices cachés</strong>{' '}
          (articles 1641 à 1649 du Code civil).
        </p>
        <p>
          Le consommateur dispose d'un délai de{' '}
          <strong>deux ans à compter de la délivrance du bien</strong> pour obtenir la mise en œuvre
          de la garantie légale de conformité en cas d'apparition d'un défaut de conformité. Durant
          ce délai, il n'est tenu d'établir que l'existence du défaut et non sa date d'apparition.
          La garantie légale de conformité emporte obligation pour le vendeur de fournir, le cas
          échéant, les mises à jour nécessaires au maintien de la conformité du bien. Le
          consommateur a droit à la réparation ou au remplacement du bien dans un délai de trente
          jours suivant sa demande, sans frais et sans inconvénient majeur pour lui. Un bien réparé
          dans le cadre de la garantie bénéficie d'une extension de garantie de six mois. Si la
          réparation ou le remplacement est impossible, trop tardif ou refusé, le consommateur peut
          obtenir une réduction du prix ou la résolution de la vente avec remboursement intégral
          contre restitution du bien.
        </p>
        <p>
          La garantie légale de conformité s'applique indépendamment de toute garantie commerciale.
          Le consommateur peut également, dans un délai de deux ans à compter de la découverte du
          défaut, mettre en œuvre la garantie des vices cachés et choisir entre la résolution de la
          vente et une réduction du prix. Le vendeur qui fait obstacle de mauvaise foi à la mise en
          œuvre de la garantie légale de conformité encourt une amende civile d'un montant maximal
          de 300 000 euros (article L241-5 du Code de la consommation).
        </p>
      </>
    ),
  },
  {
    id: 'mediation',
    title: 'Réclamations et médiation',
    content: (
      <p>
        Toute réclamation peut être adressée à notre service client via le{' '}
        <Link to={ROUTES.ABOUT_CONTACT.path}>formulaire de contact</Link>. À défaut de solution
        amiable, le client peut recourir gratuitement au médiateur de la consommation dont relève le
        vendeur (articles L612-1 et suivants du Code de la consommation) : {SHOP_IDENTITY.mediator}.
        La saisine du médiateur suppose une réclamation écrite préalable auprès du vendeur, datant
        de moins d'un an.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    content: (
      <p>
        Les données collectées lors de la commande sont nécessaires à son exécution. Leur traitement
        et vos droits sont décrits dans notre{' '}
        <Link to={ROUTES.PRIVACY.path}>politique de confidentialité</Link>.
      </p>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable',
    content: (
      <p>
        Les présentes CGV sont soumises au droit français. Le client consommateur bénéficie en outre
        des dispositions impératives du droit de son pays de résidence. En cas de litige, le client
        peut saisir la juridiction de son domicile ou celle du lieu de livraison.
      </p>
    ),
  },
];
