// /.settings/rules.json (raw text with comments; an upload needs a credential, any one) and
// functionTriggers.json (Cloud Functions database triggers, see ../triggers/).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compileRules, RulesError } from '../rules-loader.js';
import { parseRegistrations, TriggerRegistrationError } from '../triggers/function-trigger.js';
import type { Namespace } from '../store/namespace.js';
import { revokeUnreadableListens } from '../store/read-access.js';
import { credential, HttpError, parseJsonBody, readBody, sendJson, sendText } from './http-util.js';
import { stripJsonComments } from './strip-comments.js';

const MAX_RULES_BYTES = 16 * 1024 * 1024;

export async function handleSettings(
  ns: Namespace,
  method: string,
  pathname: string,
  params: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (pathname === '/.settings/rules.json') {
    if (method === 'GET') {
      const text =
        params.get('format') === 'strict' ? stripJsonComments(ns.rules.text) : ns.rules.text;
      return sendText(res, 200, text, 'application/json; charset=utf-8');
    }
    if (method === 'PUT') {
      // Any credential will do (every SDK and tool sends `Bearer owner`); none at all is refused,
      // as the real database refuses rules from unauthenticated callers.
      if (!credential(req, params))
        throw new HttpError(
          401,
          'Unauthorized request: uploading rules needs a credential (Authorization: Bearer owner)',
        );
      const text = await readBody(
        req,
        MAX_RULES_BYTES,
        `Rules larger than ${MAX_RULES_BYTES} bytes are not accepted`,
      );
      try {
        ns.setRules({ text, compiled: compileRules(text) });
      } catch (error) {
        if (error instanceof RulesError) throw new HttpError(400, error.message);
        throw new HttpError(400, `Invalid rules: ${(error as Error).message}`);
      }
      revokeUnreadableListens(ns);
      return sendJson(res, 200, { status: 'ok' });
    }
  }
  if (pathname === '/.settings/functionTriggers.json')
    return handleTriggers(ns, method, params, req, res);
  throw new HttpError(404, `Unsupported settings request ${method} ${pathname}`);
}

/**
 * GET: the registered triggers and how many events are queued or being delivered; POST adds
 * (or replaces by name) one registration or an array of them.
 */
async function handleTriggers(
  ns: Namespace,
  method: string,
  params: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!ns.triggers)
    throw new HttpError(
      400,
      'Function triggers need a Functions emulator: start the server with --functions-emulator <origin>',
    );
  if (!credential(req, params))
    throw new HttpError(401, 'Unauthorized request: registering triggers needs a credential');
  if (method === 'GET')
    return sendJson(res, 200, { triggers: ns.triggers.list(), pending: ns.triggers.pending });
  if (method !== 'POST' && method !== 'PUT')
    throw new HttpError(405, `Unsupported method ${method} for function triggers`);
  try {
    ns.triggers.register(
      parseRegistrations(parseJsonBody(await readBody(req, ns.settings.maxWriteBytes))),
    );
  } catch (error) {
    if (error instanceof TriggerRegistrationError) throw new HttpError(400, error.message);
    throw error;
  }
  return sendJson(res, 200, {});
}
