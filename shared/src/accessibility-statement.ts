// The accessibility statement's facts (European Accessibility Act, L412-13 and D412-57 C. conso.,
// RGAA 4.1.2): its status, date and the recourse, shared by the statement page, the footer link
// (whose text must give the status) and the CGV's accessibility section.

/**
 * « partiellement conforme » until a full RGAA audit of the sample has been made: the shop's
 * automated scan and keyboard test cover only part of the criteria (docs/legal-compliance.md).
 */
export const ACCESSIBILITY_STATUS = 'partiellement conforme';

/** Date the statement was drawn up (and of the checks it reports). */
export const ACCESSIBILITY_STATEMENT_DATE = '27 novembre 2026';

/** Standards the statement measures the shop against. */
export const ACCESSIBILITY_STANDARDS =
  'RGAA 4.1.2 (référentiel général d’amélioration de l’accessibilité), norme EN 301 549 et WCAG 2.1 niveau AA';

/** The Défenseur des droits, recourse when a report got no satisfying answer. */
export const DEFENSEUR_DES_DROITS = {
  form: 'https://formulaire.defenseurdesdroits.fr/',
  delegates: 'https://www.defenseurdesdroits.fr/carte-des-delegues',
  phone: '09 69 39 00 00',
  postal: 'Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
} as const;

/** The DGCCRF checks the accessibility of consumer services; consumers report through SignalConso. */
export const SIGNAL_CONSO_URL = 'https://signal.conso.gouv.fr/';
