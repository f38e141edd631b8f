// Centre d'aide — règles de circulation des trottinettes électriques (EDPM) en France, entretien.
import { ROUTES } from '@fohzshop/shared/routes';
import { Link } from 'react-router-dom';
import type { DocumentSection } from '../document-page';

export const HELP_ROAD_SECTIONS: DocumentSection[] = [
  {
    id: 'reglementation',
    title: 'Circuler en trottinette électrique en France',
    content: (
      <>
        <p>
          Sur la voie publique, une trottinette électrique est un engin de déplacement personnel
          motorisé (EDPM), soumis au Code de la route depuis le décret du 23 octobre 2019. Les
          règles essentielles :
        </p>
        <ul>
          <li>
            <strong>25 km/h maximum</strong> : seuls les EDPM dont la vitesse maximale par
            construction ne dépasse pas 25 km/h peuvent circuler sur la voie publique. Circuler avec
            un engin pouvant dépasser cette vitesse est passible d'une amende pouvant aller jusqu'à
            1 500 €.
          </li>
          <li>
            <strong>14 ans minimum</strong> : depuis le 1er septembre 2023, il faut avoir au moins
            14 ans pour conduire une trottinette électrique.
          </li>
          <li>
            <strong>Assurance obligatoire</strong> : une assurance responsabilité civile couvrant
            l'usage de la trottinette est obligatoire (article L211-1 du Code des assurances).
            Vérifiez votre contrat ou souscrivez une assurance spécifique.
          </li>
          <li>
            <strong>Casque fortement recommandé</strong>, ainsi que des gants. Hors agglomération,
            lorsque la circulation est autorisée sur certaines routes, le casque et un équipement
            rétroréfléchissant sont obligatoires.
          </li>
          <li>
            <strong>Éclairage et équipements</strong> : feux avant et arrière, dispositifs
            rétroréfléchissants, avertisseur sonore et système de freinage sont obligatoires. La
            nuit ou par visibilité insuffisante, portez un vêtement ou un équipement
            rétroréfléchissant.
          </li>
          <li>
            <strong>Où rouler</strong> : en agglomération, sur les pistes et bandes cyclables
            lorsqu'elles existent, sinon sur les routes limitées à 50 km/h. Hors agglomération, sur
            les voies vertes et les pistes cyclables. Les trottoirs sont interdits, sauf
            autorisation locale et à l'allure du pas.
          </li>
          <li>
            <strong>Une seule personne à bord</strong> ; écouteurs, oreillettes et téléphone tenu en
            main sont interdits. Les règles sur l'alcool et les stupéfiants s'appliquent comme pour
            tout conducteur.
          </li>
        </ul>
        <h3>Modèles dépassant 25 km/h</h3>
        <p>
          Plusieurs trottinettes haut de gamme de notre catalogue (Dualtron, Teverun, Kaabo…)
          dépassent 25 km/h par construction. Elles{' '}
          <strong>ne sont pas autorisées sur la voie publique</strong> et sont réservées à un usage
          sur terrain privé ou sur circuit fermé, avec l'accord du propriétaire et des équipements
          de protection adaptés (casque intégral, gants, protections). Les pièces compétition sont
          également destinées à cet usage exclusif. Le débridage d'un engin pour rouler sur la voie
          publique est interdit.
        </p>
      </>
    ),
  },
  {
    id: 'entretien',
    title: 'Entretien et batterie',
    content: (
      <>
        <ul>
          <li>
            Contrôlez la pression des pneus chaque semaine et l'usure des plaquettes de frein
            régulièrement.
          </li>
          <li>
            Vérifiez le serrage de la potence, du système de pliage et de la visserie avant chaque
            sortie.
          </li>
          <li>
            Rechargez avec le chargeur d'origine, dans un endroit sec et ventilé, sous surveillance.
            Pour un stockage prolongé, laissez la batterie entre 40 et 60 % et rechargez-la au moins
            une fois par mois.
          </li>
          <li>
            Évitez les flaques profondes et le lavage au jet : l'eau est la première cause de panne
            électronique.
          </li>
        </ul>
        <p>
          Besoin d'une pièce ? Consultez nos <Link to={ROUTES.PARTS.path}>pièces détachées</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Une autre question ?',
    content: (
      <p>
        Notre service client vous répond sous 24 h, 7 jours sur 7 :{' '}
        <Link to={ROUTES.ABOUT_CONTACT.path}>contactez-nous</Link>.
      </p>
    ),
  },
];
