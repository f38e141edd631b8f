// One line of the catalogue file ⇄ one product. Reading a line starts from the stored product
// (when there is one) and replaces only the fields whose columns the file has, then checks the
// whole product with the shared ProductInputSchema, the one the product form's callables use:
// the preview in the browser and importProducts on the server give the same verdict.
import { DatabaseKeySchema } from '../../schemas/common';
import { ProductInputSchema, type Product, type ProductInput } from '../../schemas/product';
import { frenchFieldMessage } from '../../zod-messages';
import { isStoredObject } from '../../stored-value';
import { cellText } from './cells';
import {
  COLUMNS_BY_NAME,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_ID_COLUMN,
  columnText,
  readCell,
  type CsvColumn,
} from './columns';
import { CSV_MESSAGES, MAX_CELL_CHARS, MAX_IMPORT_COLUMNS } from './messages';

/** An error of a line; column null when it is about the whole line. */
export type CellError = { column: string | null; message: string };

export type ReadRow =
  | { ok: true; product_id: string; input: ProductInput }
  | { ok: false; product_id: string | null; errors: CellError[] };

/** Fields only the server sets: never part of what an admin submits. */
const SERVER_FIELDS = new Set([
  'product_id',
  'views',
  'created_at',
  'updated_at',
  'reference_price',
]);

/** A draft's object node (plain JSON, edited in place). */
const isDraft = (value: unknown): value is Record<string, unknown> => isStoredObject(value);

/** What an admin could submit of a stored product (every field it has but the server's). */
export function editableFields(product: Product): Record<string, unknown> {
  const fields = Object.entries(product).filter(
    ([key, value]) => !SERVER_FIELDS.has(key) && value !== undefined,
  );
  // A deep copy (the values are plain JSON): the import's draft is edited in place.
  const copy: unknown = JSON.parse(JSON.stringify(Object.fromEntries(fields)));
  return isDraft(copy) ? copy : {};
}

/** French messages about the header; empty when it is usable. */
export function headerErrors(header: readonly string[]): string[] {
  if (header.length > MAX_IMPORT_COLUMNS) return [CSV_MESSAGES.tooManyColumns];
  const errors: string[] = [];
  const blank = header.findIndex((name) => name.trim() === '');
  if (blank >= 0) errors.push(CSV_MESSAGES.emptyColumnName(blank + 1));
  const names = header.map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !COLUMNS_BY_NAME.has(name));
  if (unknown.length) errors.push(CSV_MESSAGES.unknownColumns([...new Set(unknown)]));
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) errors.push(CSV_MESSAGES.duplicateColumns([...new Set(twice)]));
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => c.required && !names.includes(c.name));
  if (missing.length) errors.push(CSV_MESSAGES.missingColumns(missing.map((c) => c.name)));
  return errors;
}

function setAt(draft: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = draft;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (isDraft(next)) node = next;
    else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  }
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

const isEmptyObject = (value: unknown): boolean =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** A block whose cells are all empty is no block: no specs, no EU responsible person, no safety. */
function dropEmptyBlocks(draft: Record<string, unknown>): void {
  const safety = draft.safety;
  if (isDraft(safety)) {
    for (const key of ['manufacturer', 'eu_responsible'])
      if (isEmptyObject(safety[key])) delete safety[key];
    if (isEmptyObject(safety)) delete draft.safety;
  }
  if (isEmptyObject(draft.specs)) delete draft.specs;
}

/** The column an issue of ProductInputSchema is about (a block's issue: its first column). */
function columnOf(path: readonly PropertyKey[]): string | null {
  for (let n = path.length; n > 0; n--) {
    const name = path.slice(0, n).map(String).join('.');
    if (COLUMNS_BY_NAME.has(name)) return name;
    const first = PRODUCT_CSV_COLUMNS.find((c) => c.name.startsWith(`${name}.`));
    if (first) return first.name;
  }
  return null;
}

/** The product id a line names (its cell read back, trimmed); null when it is not a valid key. */
export function productIdOf(header: readonly string[], cells: readonly string[]): string | null {
  const index = header.findIndex((name) => name.trim() === PRODUCT_ID_COLUMN);
  const id = index >= 0 ? cellText(cells[index] ?? '').trim() : '';
  return DatabaseKeySchema.safeParse(id).success ? id : null;
}

/**
 * A line of cells under `header` → the product to save, or the line's errors by column.
 * `stored`: the product with that id as the database holds it (null for a new one); the
 * columns the file does not have keep its values.
 */
export function readRow(
  header: readonly string[],
  cells: readonly string[],
  stored: Product | null,
): ReadRow {
  const texts = cells.map(cellText);
  const idIndex = header.findIndex((name) => name.trim() === PRODUCT_ID_COLUMN);
  const rawId = idIndex >= 0 ? (texts[idIndex] ?? '').trim() : '';
  const idParsed = DatabaseKeySchema.safeParse(rawId);
  const product_id = idParsed.success ? rawId : null;
  if (cells.length !== header.length)
    return {
      ok: false,
      product_id,
      errors: [{ column: null, message: CSV_MESSAGES.cellCount(cells.length, header.length) }],
    };
  const errors: CellError[] = [];
  if (!idParsed.success)
    errors.push({
      column: PRODUCT_ID_COLUMN,
      message: frenchFieldMessage(idParsed.error.issues[0]!),
    });
  const draft = stored ? editableFields(stored) : {};
  header.forEach((name, i) => {
    const col = COLUMNS_BY_NAME.get(name.trim());
    if (!col || col.name === PRODUCT_ID_COLUMN) return;
    const text = texts[i] ?? '';
    if (text.length > MAX_CELL_CHARS)
      return errors.push({ column: col.name, message: CSV_MESSAGES.cellTooLong });
    const cell = readCell(col, text);
    if ('error' in cell) errors.push({ column: col.name, message: cell.error });
    else if (col.kind !== 'read-only')
      setAt(draft, col.path, 'value' in cell ? cell.value : undefined);
  });
  dropEmptyBlocks(draft);
  const parsed = ProductInputSchema.safeParse(draft);
  const withCellErrors = new Set(errors.map((e) => e.column));
  for (const issue of parsed.error?.issues ?? []) {
    const column = columnOf(issue.path);
    const message = frenchFieldMessage(issue);
    if (withCellErrors.has(column)) continue;
    if (!errors.some((e) => e.column === column && e.message === message))
      errors.push({ column, message });
  }
  if (errors.length > 0 || !parsed.success || product_id === null)
    return { ok: false, product_id, errors };
  return { ok: true, product_id, input: parsed.data };
}

/** One product's texts, column by column (the export's line, before the formula guard). */
export const productCells = (product: Product): string[] =>
  PRODUCT_CSV_COLUMNS.map((col) => columnText(product, col));

/** The editable columns whose text differs between the stored product and the one read. */
export function changedColumns(stored: Product, input: ProductInput): string[] {
  const next = { ...input, product_id: stored.product_id };
  return PRODUCT_CSV_COLUMNS.filter(
    (col: CsvColumn) =>
      col.kind !== 'read-only' &&
      col.name !== PRODUCT_ID_COLUMN &&
      columnText(stored, col) !== columnText(next, col),
  ).map((col) => col.name);
}
