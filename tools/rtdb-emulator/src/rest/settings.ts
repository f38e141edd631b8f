// /.settings/rules.json (raw text with comments; any bearer accepted) and functionTriggers.json.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compileRules, RulesError } from '../rules-loader.js';
import type { Namespace } from '../store/namespace.js';
import { revokeUnreadableListens } from '../store/read-access.js';
import { HttpError, parseJsonBody, readBody, sendJson, sendText } from './http-util.js';
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
      const text = await readBody(req, MAX_RULES_BYTES);
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
  if (pathname === '/.settings/functionTriggers.json' && (method === 'POST' || method === 'PUT')) {
    ns.functionTriggers.push(parseJsonBody(await readBody(req)));
    return sendJson(res, 200, {});
  }
  throw new HttpError(404, `Unsupported settings request ${method} ${pathname}`);
}
