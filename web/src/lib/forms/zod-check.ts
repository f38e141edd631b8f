// A form's check from a shared zod schema, as the forms' zod resolver gave it: the parsed values,
// or each field's first issue in French (every issue of the fields in `allIssuesOf`, one sentence
// after the other, as react-hook-form's criteriaMode 'all' showed a password's unmet rules).
// Loaded with the form's code (use-lazy-form.ts), never with the page.
import type { z } from 'zod';
import { frenchErrorMap } from '@fohzshop/shared/zod-messages';
import type { FormCheck } from './use-lazy-form';

export function zodCheck<S extends z.ZodType>(
  schema: S,
  { allIssuesOf = [] }: { allIssuesOf?: readonly string[] } = {},
): FormCheck<z.output<S>> {
  return (values) => {
    const result = schema.safeParse(values, { error: frenchErrorMap });
    if (result.success) return { ok: true, values: result.data };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      const earlier = errors[field];
      if (earlier === undefined) errors[field] = issue.message;
      else if (allIssuesOf.includes(field) && !earlier.includes(issue.message))
        errors[field] = `${earlier} ${issue.message}`;
    }
    return { ok: false, errors };
  };
}
