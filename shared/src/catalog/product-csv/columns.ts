// The columns of the catalogue file, in the order of the export: one per field of a product,
// nested fields by their dotted path (specs.power_w, safety.manufacturer.email), lists in one
// cell. The export, the import preview and the importProducts callable all read this table, so
// a column means the same thing everywhere (docs/catalogue-import.md).
import type { Product } from '../../schemas/product';
import {
  formatBoolean,
  formatEurosCell,
  formatNumber,
  joinList,
  parseBoolean,
  parseNumber,
  splitList,
} from './cells';
import { CSV_MESSAGES } from './messages';

/**
 * text: kept as written (the schema trims and checks it); optional-text: an empty cell means
 * « no value »; euros / number: French decimal; list: items joined with « | », empty = [];
 * optional-list: empty = no value; read-only: exported, never imported (set by the server).
 */
export type ColumnKind =
  | 'text'
  | 'optional-text'
  | 'euros'
  | 'number'
  | 'boolean'
  | 'list'
  | 'optional-list'
  | 'read-only';

export type CsvColumn = {
  readonly name: string;
  readonly kind: ColumnKind;
  /** Must be in the header of an imported file. */
  readonly required: boolean;
  readonly path: readonly string[];
  /** The export's text when a plain value's is not right (photos: « id:alt » items). */
  readonly format?: (value: unknown) => string;
};

const column = (
  name: string,
  kind: ColumnKind,
  required = false,
  format?: CsvColumn['format'],
): CsvColumn => ({ name, kind, required, path: name.split('.'), ...(format && { format }) });

/** Uploaded photos, « id:alt » each: managed in the product form (files cannot travel in a CSV). */
const photoItems = (value: unknown): string =>
  joinList(
    (Array.isArray(value) ? value : []).map(
      (photo: { id?: unknown; alt?: unknown }) => `${String(photo.id)}:${String(photo.alt)}`,
    ),
  );

const party = (prefix: string): CsvColumn[] =>
  ['name', 'address', 'email', 'country'].map((key) => column(`${prefix}.${key}`, 'optional-text'));

export const PRODUCT_ID_COLUMN = 'product_id';

export const PRODUCT_CSV_COLUMNS: readonly CsvColumn[] = [
  column(PRODUCT_ID_COLUMN, 'text', true),
  column('name', 'text', true),
  column('type', 'text', true),
  column('brand', 'text', true),
  column('price', 'euros', true),
  column('old_price', 'euros'),
  /** The lawful reference of a reduction: the server computes it from the price history. */
  column('reference_price', 'read-only'),
  column('eco_fee_cents', 'number'),
  column('stock', 'number', true),
  column('backorder', 'boolean'),
  column('description', 'text'),
  column('images', 'list'),
  column('photos', 'read-only', false, photoItems),
  column('compatible_with', 'optional-list'),
  ...['power_w', 'battery_v', 'battery_ah', 'range_km', 'top_speed_kmh', 'weight_kg'].map((key) =>
    column(`specs.${key}`, 'number'),
  ),
  ...['tyre_size', 'brakes', 'suspension'].map((key) => column(`specs.${key}`, 'optional-text')),
  ...party('safety.manufacturer'),
  ...party('safety.eu_responsible'),
  column('safety.model', 'optional-text'),
  column('safety.reference', 'optional-text'),
  column('safety.ean', 'optional-text'),
  column('safety.warnings', 'optional-list'),
  column('views', 'read-only'),
  column('created_at', 'read-only'),
  column('updated_at', 'read-only'),
];

export const COLUMNS_BY_NAME: ReadonlyMap<string, CsvColumn> = new Map(
  PRODUCT_CSV_COLUMNS.map((c) => [c.name, c]),
);

/** The value at a dotted path of a product (or of a draft), undefined when absent. */
export function valueAt(record: unknown, path: readonly string[]): unknown {
  let node = record;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = Reflect.get(node, key);
  }
  return node;
}

const euroColumns = new Set(['price', 'old_price', 'reference_price']);

/** The text of one column for a product (before the formula guard and quoting). */
export function columnText(product: Product | Record<string, unknown>, col: CsvColumn): string {
  const value = valueAt(product, col.path);
  if (value === undefined || value === null) return '';
  if (col.format) return col.format(value);
  if (Array.isArray(value)) return joinList(value.map(String));
  if (typeof value === 'boolean') return formatBoolean(value);
  if (typeof value === 'number')
    return euroColumns.has(col.name) ? formatEurosCell(value) : formatNumber(value);
  return String(value);
}

export type CellValue = { value: unknown } | { absent: true } | { error: string };

/** The value a cell gives its column (kinds above); read-only columns are never read. */
export function readCell(col: CsvColumn, text: string): CellValue {
  const blank = text.trim() === '';
  switch (col.kind) {
    case 'text':
      return { value: text };
    case 'optional-text':
      return blank ? { absent: true } : { value: text };
    case 'euros':
    case 'number': {
      if (blank) return { absent: true };
      const value = parseNumber(text);
      return value === undefined
        ? {
            error:
              col.kind === 'euros' ? CSV_MESSAGES.notAnAmount(text) : CSV_MESSAGES.notANumber(text),
          }
        : { value };
    }
    case 'boolean': {
      if (blank) return { absent: true };
      const value = parseBoolean(text);
      return value === undefined ? { error: CSV_MESSAGES.notABoolean(text) } : { value };
    }
    case 'list':
      return { value: splitList(text) };
    case 'optional-list':
      return blank ? { absent: true } : { value: splitList(text) };
    case 'read-only':
      return { absent: true };
  }
}
