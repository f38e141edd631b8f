// A callable contract's request as JSON Schema (zod's public toJSONSchema, input side): the
// shape the fuzz walks to draw values and to find the bounds of the field it breaks.
import { z } from 'zod';

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export const jsonSchemaOf = (schema: z.ZodType): Schema =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Schema;

/** The schema of the value at `path` (object keys, array indexes), or undefined. */
export function schemaAt(root: Schema, path: readonly string[]): Schema | undefined {
  let here: Schema | undefined = root;
  for (const key of path) {
    if (!here) return undefined;
    const branches: Schema[] = here.anyOf ?? here.oneOf ?? here.allOf ?? [here];
    here = branches
      .map(
        (b) =>
          b.properties?.[key] ??
          (/^\d+$/.test(key) ? b.items : undefined) ??
          (typeof b.additionalProperties === 'object' ? b.additionalProperties : undefined),
      )
      .find((s) => s !== undefined);
  }
  return here;
}
