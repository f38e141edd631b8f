// Every callable contract, by name: functions export one handler per entry.
import * as ledger from './ledger';
import * as orders from './orders';
import * as products from './products';
import * as reviews from './reviews';
import * as users from './users';

export { defineCallable, parseRequest } from './define';
export type {
  CallableAccess,
  CallableContract,
  CallableRequest,
  CallableResponse,
  ParsedRequest,
} from './define';
export * from './ledger';
export * from './orders';
export * from './products';
export * from './reviews';
export * from './users';

export const CALLABLES = { ...users, ...products, ...orders, ...reviews, ...ledger } as const;
export type CallableName = keyof typeof CALLABLES;
