// Every callable contract, by name: functions export one handler per entry.
import * as account from './account';
import * as catalogueImport from './catalogue-import';
import * as contact from './contact';
import * as documents from './documents';
import * as emailVerification from './email-verification';
import * as health from './health';
import * as ledger from './ledger';
import * as orders from './orders';
import * as paymentOptions from './payment-options';
import * as products from './products';
import * as promotionCheck from './promotion-check';
import * as promotions from './promotions';
import * as reviews from './reviews';
import * as stockAlerts from './stock-alerts';
import * as users from './users';
import * as withdrawal from './withdrawal';

export { defineCallable, parseRequest } from './define';
export type {
  CallableAccess,
  CallableContract,
  CallableRequest,
  CallableResponse,
  ParsedRequest,
} from './define';
export * from './account';
export * from './catalogue-import';
export * from './contact';
export * from './documents';
export * from './email-verification';
export * from './health';
export * from './ledger';
export * from './orders';
export * from './payment-options';
export * from './products';
export * from './promotion-check';
export * from './promotions';
export * from './reviews';
export * from './stock-alerts';
export * from './users';
export * from './withdrawal';

export const CALLABLES = {
  ...account,
  ...emailVerification,
  ...contact,
  ...health,
  ...users,
  ...products,
  ...catalogueImport,
  ...orders,
  ...promotionCheck,
  ...promotions,
  ...paymentOptions,
  ...documents,
  ...reviews,
  ...ledger,
  ...withdrawal,
  ...stockAlerts,
} as const;
export type CallableName = keyof typeof CALLABLES;
