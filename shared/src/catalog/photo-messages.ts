// French messages of product photos: why an upload was refused (written on the photo's record
// by the variants function, shown by the product form) and the form's own checks.
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE } from './product-photos';

const megapixels = Math.round(PHOTO_MAX_PIXELS / 1_000_000);
/** 12000 → « 12 000 » (narrow no-break space), without Intl. */
const side = String(PHOTO_MAX_SIDE).replace(/\B(?=(\d{3})+$)/g, '\u202F');

export const PHOTO_MESSAGES = {
  heic: 'Les photos HEIC (iPhone) ne sont pas acceptées : choisissez « Le plus compatible » dans les réglages de l’appareil photo, ou exportez la photo en JPEG.',
  wrongType: 'Format refusé : envoyez une photo JPEG, PNG ou WebP.',
  typeMismatch:
    'Le contenu du fichier ne correspond pas à son type annoncé : le fichier a été refusé.',
  tooLarge: 'Fichier trop lourd : 15 Mo au maximum par photo.',
  tooManyPixels: `Image trop grande : ${megapixels} mégapixels au maximum.`,
  tooWide: `Image trop grande : ${side} px au maximum de côté.`,
  unreadable: 'Fichier illisible ou incomplet (tronqué) : la photo a été refusée.',
  altRequired: 'Décrivez la photo (texte alternatif) : il est lu aux personnes aveugles.',
  altTooLong: 'Texte alternatif trop long : 250 caractères au maximum.',
  tooMany: 'Vingt photos au maximum par produit.',
  refusedInList: (position: number, reason: string) =>
    `La photo n° ${position} a été refusée (${reason}) : retirez-la avant d’enregistrer.`,
  uploadFailed: 'L’envoi de la photo a échoué : vérifiez la connexion et recommencez.',
  uploadDenied: 'Envoi refusé : seuls les administrateurs peuvent ajouter des photos.',
} as const;
