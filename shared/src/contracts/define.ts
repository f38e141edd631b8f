// A callable contract names a Cloud Function, who may call it, and the zod schemas of its
// request and response. functions validate with `request`; web types its calls from it.
import type { z } from 'zod';
import { formatZodError } from '../zod-messages';

/** public: anyone; user: signed-in (Auth ID token); admin: custom claim `admin: true`. */
export type CallableAccess = 'public' | 'user' | 'admin';

export type CallableContract<
  Name extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Access extends CallableAccess = CallableAccess,
> = {
  readonly name: Name;
  readonly access: Access;
  readonly request: Req;
  readonly response: Res;
};

// Access is inferred as a literal so that handlers of 'user' and 'admin' contracts get a
// non-optional auth.
export function defineCallable<
  const Name extends string,
  Req extends z.ZodType,
  Res extends z.ZodType,
  const Access extends CallableAccess,
>(contract: {
  name: Name;
  access: Access;
  request: Req;
  response: Res;
}): CallableContract<Name, Req, Res, Access> {
  return Object.freeze({ ...contract });
}

/** What the client sends (before parsing: defaults and transforms not applied yet). */
export type CallableRequest<C extends CallableContract> = z.input<C['request']>;
/** What the handler receives after parsing. */
export type ParsedRequest<C extends CallableContract> = z.output<C['request']>;
/** What the client receives. */
export type CallableResponse<C extends CallableContract> = z.output<C['response']>;

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** Validate a request; on failure return the French text for HttpsError('invalid-argument'). */
export function parseRequest<C extends CallableContract>(
  contract: C,
  data: unknown,
): ParseResult<ParsedRequest<C>> {
  const result = contract.request.safeParse(data);
  return result.success
    ? { ok: true, data: result.data as ParsedRequest<C> }
    : { ok: false, message: formatZodError(result.error) };
}
