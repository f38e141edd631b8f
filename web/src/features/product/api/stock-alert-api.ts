// subscribeStockAlert callable (« Me prévenir du retour en stock »). Loaded by the alert's dialog
// only, with the callable wrapper and the contract (Firebase, zod): the product page's first
// paint loads none of them.
import { subscribeStockAlert as contract } from '@fohzshop/shared/contracts/stock-alerts';
import type { StockAlertRequest } from '@fohzshop/shared/schemas/stock-alert';
import { callFunction } from '@/lib/firebase/call-function';

export async function requestStockAlert(request: StockAlertRequest): Promise<void> {
  await callFunction(contract, request);
}
