// Path of the payment test page in the web app, where the local payment sandbox sends card and
// instalment payments (scripts/stack/payment-sandbox/, local builds only: docs/local-stack.md).
// Kept apart from payments.ts so that the route table imports no more than this constant.
export const TEST_PAYMENT_PAGE_PATH = '/paiement-test';
