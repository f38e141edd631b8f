// What the local Google Places stub says about the shop: a rating, a review count and eight
// French reviews (Google itself returns at most five per request, newest here).

export interface StubReview {
  /** Google's review id (last segment of `name`). */
  id: string;
  rating: number;
  text: string;
  author: string;
  /** Days before "now" the review was published. */
  ageDays: number;
}

export const STUB_PLACE_ID = 'ChIJfohzshop-lyon-7e';
export const STUB_RATING = 4.6;
export const STUB_RATING_COUNT = 127;

export const STUB_REVIEWS: readonly StubReview[] = [
  {
    id: 'ChZDSUhNMG9nS0VJQ0FnSUR3b1pxYUpREAE',
    rating: 5,
    text: 'Accueil au top dans la boutique de Lyon. On m’a laissé essayer trois trottinettes avant de choisir ma Kaabo Mantis. Livraison en 48 h.',
    author: 'Camille Roux',
    ageDays: 3,
  },
  {
    id: 'ChdDSUhNMG9nS0VJQ0FnSUR3bjh2YjZBRRAB',
    rating: 5,
    text: 'Pièces détachées reçues rapidement et bien emballées. Le conseiller a vérifié la compatibilité avec ma Dualtron avant l’envoi. Merci !',
    author: 'Thomas Girard',
    ageDays: 9,
  },
  {
    id: 'ChZDSUhNMG9nS0VJQ0FnSURReHBhVk5REAE',
    rating: 4,
    text: 'Bonne expérience globale. Le paiement en trois fois est pratique, seul bémol : un petit retard de livraison annoncé à l’avance.',
    author: 'Sophie Lambert',
    ageDays: 16,
  },
  {
    id: 'ChdDSUhNMG9nS0VJQ0FnSURReXRqT3JRRRAB',
    rating: 5,
    text: 'Atelier sérieux : révision complète et changement de pneus sur ma Teverun en une journée. Prix annoncé respecté.',
    author: 'Mehdi Benali',
    ageDays: 24,
  },
  {
    id: 'ChZDSUhNMG9nS0VJQ0FnSURRa3NyS0xnEAE',
    rating: 3,
    text: 'Produit conforme mais j’ai dû relancer le service client pour obtenir mon numéro de suivi.',
    author: 'Julie Fontaine',
    ageDays: 38,
  },
  {
    id: 'ChdDSUhNMG9nS0VJQ0FnSURRaXBUNDh3RRAB',
    rating: 5,
    text: 'Équipe passionnée qui connaît vraiment les trottinettes haut de gamme. Je recommande pour un premier achat.',
    author: 'Antoine Lefèvre',
    ageDays: 52,
  },
  {
    id: 'ChZDSUhNMG9nS0VJQ0FnSUNRX0pYeFlBEAE',
    rating: 4,
    text: 'Très bon rapport qualité-prix sur les accessoires. Le site est clair et la commande simple.',
    author: 'Nadia Cherif',
    ageDays: 67,
  },
  {
    id: 'ChdDSUhNMG9nS0VJQ0FnSUNRbnEzVjBRRRAB',
    rating: 5,
    text: 'Retour d’un chargeur défectueux géré sans discussion, remplacé sous quatre jours.',
    author: 'Lucas Martin',
    ageDays: 90,
  },
];
