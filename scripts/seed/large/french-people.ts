// Names, streets and towns for the generated customers (made up; e-mails on reserved domains).

/** 'a | b | c' over several lines → ['a', 'b', 'c']. */
const list = (text: string): readonly string[] =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

export const FIRST_NAMES = list(`
  Lucas | Emma | Hugo | Léa | Louis | Chloé | Gabriel | Manon | Arthur | Inès | Jules | Sarah |
  Nathan | Jade | Raphaël | Louise | Théo | Zoé | Enzo | Lina | Mathis | Alice | Noah | Clara |
  Maxime | Juliette | Antoine | Anaïs | Thomas | Pauline | Nicolas | Océane | Julien | Marine |
  Romain | Laura | Kévin | Élodie | Yanis | Mehdi | Sofiane | Amina | Yasmine | Baptiste |
  Margaux | Quentin | Agathe | Lucie | Benoît | Hélène`);

export const LAST_NAMES = list(`
  Martin | Bernard | Dubois | Thomas | Robert | Richard | Petit | Durand | Leroy | Moreau |
  Simon | Laurent | Lefebvre | Michel | Garcia | David | Bertrand | Roux | Vincent | Fournier |
  Morel | Girard | André | Mercier | Dupont | Lambert | Bonnet | François | Martinez | Legrand |
  Garnier | Faure | Rousseau | Blanc | Guérin | Muller | Henry | Roussel | Perrin | Morin |
  Mathieu | Clément | Gauthier | Dumont | Lopez | Fontaine | Chevalier | Robin | Benali |
  Nguyen | Da Silva | Le Gall`);

/** 'Town 12345' entries: the postal code is the last word. */
export const TOWNS = list(`
  Paris 75011 | Paris 75015 | Paris 75018 | Marseille 13005 | Marseille 13008 | Lyon 69003 |
  Lyon 69007 | Villeurbanne 69100 | Toulouse 31000 | Nice 06000 | Nantes 44000 |
  Montpellier 34000 | Strasbourg 67000 | Bordeaux 33000 | Lille 59000 | Rennes 35000 |
  Reims 51100 | Toulon 83000 | Saint-Étienne 42000 | Le Havre 76600 | Grenoble 38000 |
  Dijon 21000 | Angers 49000 | Nîmes 30000 | Clermont-Ferrand 63000 | Aix-en-Provence 13100 |
  Brest 29200 | Tours 37000 | Amiens 80000 | Limoges 87000 | Annecy 74000 | Perpignan 66000 |
  Metz 57000 | Besançon 25000 | Orléans 45000 | Rouen 76000 | Caen 14000 | Nancy 54000 |
  Avignon 84000 | La Rochelle 17000 | Pau 64000 | Bayonne 64100 | Ajaccio 20000`).map((entry) => {
  const space = entry.lastIndexOf(' ');
  return { city: entry.slice(0, space), postal_code: entry.slice(space + 1) };
});

export const STREETS = list(`
  rue de la République | avenue Victor Hugo | boulevard Jean Jaurès | rue Pasteur |
  avenue du Général de Gaulle | rue des Lilas | rue de la Gare | chemin du Moulin |
  cours Gambetta | boulevard Voltaire | rue de la Paix | rue Jules Ferry | rue des Écoles |
  avenue Émile Zola | rue de Verdun | allée des Acacias | place Carnot | rue de l’Église |
  quai Aristide Briand | impasse des Tilleuls | rue du Château | avenue de la Libération`);

export const SECOND_LINES = list(`
  Bâtiment A | Bâtiment B, 2e étage | Appartement 12 | Résidence Les Pins | Digicode 4521 |
  3e étage gauche | Escalier C`);

export const COMPANIES = list(`
  Glisse Urbaine SARL | Atelier Mobilité Douce | Livraisons Express 69 | Coursiers du Sud |
  Trott’Services | Bureau d’études Ingé-Rail | Pizzeria Da Marco`);

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
