// ping (public): answers { ok: true } without touching the database (see the contract).
import { ping as contract } from '@fohzshop/shared/contracts/health';
import { callable } from '../core/callable.js';

export const ping = callable(contract, async () => ({ ok: true as const }));
