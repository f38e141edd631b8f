// The French texts of the catalogue import (file, header, lines) and its limits.

/** Refused before it is read: beyond this, the file is not a catalogue someone edited. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/** Product lines in one file. */
export const MAX_IMPORT_ROWS = 10_000;
/** Lines sent to importProducts in one call. */
export const IMPORT_BATCH_ROWS = 100;
/** Characters of one call's cells (the callable protocol carries at most 10 MB). */
export const IMPORT_BATCH_CHARS = 2_000_000;
/** One cell: a description of 20,000 characters, 20 image addresses of 2,048. */
export const MAX_CELL_CHARS = 50_000;
export const MAX_IMPORT_COLUMNS = 100;

const quoted = (names: readonly string[]) => names.map((n) => `« ${n} »`).join(', ');
const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} Mo`;

export const CSV_MESSAGES = {
  fileTooLarge: (bytes: number) =>
    `Le fichier fait ${mb(bytes)} : la limite est de ${mb(MAX_IMPORT_FILE_BYTES)}. Importez le catalogue en plusieurs fichiers.`,
  emptyFile: 'Le fichier est vide.',
  headerOnly: 'Le fichier ne contient que la ligne d’en-tête : aucun produit à importer.',
  tooManyRows: (rows: number) =>
    `Le fichier contient ${rows} lignes de produits : la limite est de ${MAX_IMPORT_ROWS} par fichier.`,
  binary: 'Ce fichier n’est pas un fichier texte CSV (il contient des données binaires).',
  utf16:
    'Le fichier est en UTF-16 : enregistrez-le au format « CSV UTF-8 (délimité par des points-virgules) ».',
  windows1252:
    'Le fichier n’est pas en UTF-8 : il a été lu en Windows-1252 (l’encodage des « CSV (séparateur : point-virgule) » d’Excel). Vérifiez les accents dans l’aperçu, ou enregistrez-le au format « CSV UTF-8 ».',
  unknownColumns: (names: readonly string[]) =>
    `${names.length > 1 ? 'Colonnes inconnues' : 'Colonne inconnue'} : ${quoted(names)}. Les noms des colonnes sont ceux de l’export (voir la documentation du catalogue).`,
  missingColumns: (names: readonly string[]) =>
    `${names.length > 1 ? 'Colonnes obligatoires absentes' : 'Colonne obligatoire absente'} : ${quoted(names)}.`,
  duplicateColumns: (names: readonly string[]) =>
    `${names.length > 1 ? 'Colonnes en double' : 'Colonne en double'} : ${quoted(names)}.`,
  emptyColumnName: (position: number) => `La colonne n° ${position} n’a pas de nom.`,
  tooManyColumns: `L’en-tête a plus de ${MAX_IMPORT_COLUMNS} colonnes.`,
  cellCount: (cells: number, columns: number) =>
    cells > columns
      ? `Cette ligne a ${cells} colonnes, l’en-tête ${columns} : trop de colonnes (un « ; » en trop, ou un texte à mettre entre guillemets).`
      : `Cette ligne a ${cells} colonnes, l’en-tête ${columns} : il manque des colonnes.`,
  notAnAmount: (text: string) =>
    `« ${text} » n’est pas un montant (exemple : 1299,90, sans séparateur de milliers).`,
  notANumber: (text: string) => `« ${text} » n’est pas un nombre (exemple : 52,5).`,
  notABoolean: (text: string) => `« ${text} » : indiquez « oui » ou « non ».`,
  duplicateId: (id: string, lines: readonly number[]) =>
    `Le produit « ${id} » apparaît sur plusieurs lignes (${lines.join(', ')}) : une seule ligne par produit.`,
  createdMeanwhile:
    'Ce produit a été créé entre-temps par quelqu’un d’autre : rechargez l’aperçu et recommencez.',
  deletedMeanwhile:
    'Ce produit a été supprimé entre-temps : rechargez l’aperçu pour le créer à nouveau.',
  saveFailed:
    'L’enregistrement de ce produit a échoué : vérifiez-le dans la liste des produits, puis réessayez.',
  cellTooLong: `Cette cellule dépasse ${MAX_CELL_CHARS} caractères.`,
} as const;
