// The French texts of the « Codes promo » screen.
export const HV_PROMOTION_MESSAGES = {
  loadFailed: 'Impossible de charger les codes promo.',
  saved: 'Code promo enregistré.',
  saveFailed: 'Erreur lors de l’enregistrement du code promo.',
  paused: 'Code promo mis en pause.',
  resumed: 'Code promo réactivé.',
} as const;
