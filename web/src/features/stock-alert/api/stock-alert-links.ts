// The links of the alert e-mails: confirm the alert, or end it (confirmStockAlert,
// unsubscribeStockAlert). The callable client and the contracts (Firebase, zod) load only when
// the page has a token to send: the page opened without one loads neither.
import type { CallableResponse } from '@fohzshop/shared/contracts/define';
import type { confirmStockAlert } from '@fohzshop/shared/contracts/stock-alerts';

export type ConfirmedAlert = CallableResponse<typeof confirmStockAlert>;

const load = () =>
  Promise.all([
    import('@/lib/firebase/call-function'),
    import('@fohzshop/shared/contracts/stock-alerts'),
  ]);

export async function confirmAlert(token: string): Promise<ConfirmedAlert> {
  const [{ callFunction }, contracts] = await load();
  return callFunction(contracts.confirmStockAlert, { token });
}

export async function endAlert(token: string): Promise<void> {
  const [{ callFunction }, contracts] = await load();
  await callFunction(contracts.unsubscribeStockAlert, { token });
}
