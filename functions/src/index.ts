// Every deployed function. Export names are the callable names of the shared contracts.
// global-options comes first: onCall() reads the global options when a function is defined.
import './core/global-options.js';

export { adminSaveUser } from './users/admin-save-user.js';
export { adminUpdateUser } from './users/admin-update-user.js';
export { createProduct } from './products/create-product.js';
export { updateProduct } from './products/update-product.js';
export { deleteProduct } from './products/delete-product.js';
export { recordProductView } from './products/record-product-view.js';
export { sendContactMessage } from './contact/send-contact-message.js';
export { submitWithdrawal } from './withdrawals/submit-withdrawal.js';
export { subscribeStockAlert } from './stock-alerts/subscribe-stock-alert.js';
export { confirmStockAlert } from './stock-alerts/confirm-stock-alert.js';
export { unsubscribeStockAlert } from './stock-alerts/unsubscribe-stock-alert.js';
export { ping } from './health/ping.js';
export { cleanseProducts } from './products/cleanse-products.js';
export { importProducts } from './products/import-products.js';
export { placeOrder } from './orders/place-order.js';
export { checkPromotionCode } from './promotions/check-promotion-code.js';
export { adminSavePromotion, adminSetPromotionPaused } from './promotions/admin-save-promotion.js';
export { requestReturn } from './orders/request-return.js';
export { cancelMyOrder } from './orders/cancel-my-order.js';
export { sendEmailVerification } from './auth/send-email-verification.js';
export { adminConfirmBankTransfer } from './payments/confirm-bank-transfer.js';
export { paymentOptions } from './payments/payment-options.js';
export { adminCreateOrder } from './admin-orders/create-order.js';
export { adminUpdateOrder } from './admin-orders/update-order.js';
export { adminDeleteOrder } from './admin-orders/delete-order.js';
export { adminUpdateDelivery } from './admin-orders/update-delivery.js';
export { adminUpdateReturn } from './admin-orders/update-return.js';
export { adminUpdatePayment } from './admin-orders/update-payment.js';
export { createLedgerEntry } from './ledger/create-ledger-entry.js';
export { updateLedgerEntry } from './ledger/update-ledger-entry.js';
export { reverseLedgerEntry } from './ledger/reverse-ledger-entry.js';
export { exportMyData } from './account/export-my-data.js';
export { deleteMyAccount } from './account/delete-my-account.js';
export { adminSaveReview } from './reviews/admin-save-review.js';
export { adminDeleteReview } from './reviews/admin-delete-review.js';
export { syncReviewRatings } from './reviews/sync/sync-review-ratings.js';
export { submitReview } from './reviews/submit-review.js';
export { adminRefuseReview } from './reviews/admin-refuse-review.js';
export { myReviews } from './reviews/my-reviews.js';
export { downloadInvoice } from './documents/download-invoice.js';
export { downloadCreditNote } from './documents/download-credit-note.js';
// Not a callable: the order e-mails in production (RTDB trigger; docs/decisions/0004-order-emails.md).
export { orderMailsOnWrite } from './mail/order-mails-trigger.js';
// Not callables: the Stripe and Alma payment notifications (HTTPS).
export { stripeWebhook } from './payments/stripe/stripe-webhook.js';
export { almaWebhook } from './payments/alma/alma-webhook.js';
// Not callables: the storefront's pages rendered from the live catalogue (HTTPS, behind Hosting),
// and the catalogue version its instances follow (RTDB trigger; docs/decisions/0012-…).
export { storefront } from './storefront/storefront.js';
export {
  catalogueVersionOnProductWrite,
  catalogueVersionOnShopSettingsWrite,
  catalogueVersionOnReviewWrite,
  catalogueVersionOnReviewStatsWrite,
} from './storefront/catalogue-version.js';
// Not callables: product photos (docs/images.md): the variants of each uploaded original
// (Storage trigger), and the files of a deleted product (RTDB trigger).
export { makePhotoVariants } from './products/photos/photo-variants-trigger.js';
export { photosOnProductDelete } from './products/photos/photos-on-product-delete.js';
// Not callables: the back-in-stock e-mails when a product can be bought again (RTDB trigger), and
// the one-click unsubscription mail clients POST to (HTTPS, RFC 8058).
export { stockAlertsOnProductWrite } from './stock-alerts/notify-stock-alerts.js';
export { stockAlertUnsubscribe } from './stock-alerts/unsubscribe-stock-alert.js';
// Scheduled: the expiry of unpaid orders.
export { expireUnpaidOrders } from './orders/expire-orders.js';
// Scheduled: the nightly synchronisation of the external review platform.
export { syncReviewRatingsDaily } from './reviews/sync/sync-review-ratings-daily.js';
// Scheduled: the nightly rebuild of the public product cards (product_cards).
export { rebuildProductCardsDaily } from './products/rebuild-product-cards-daily.js';
// Scheduled: the nightly removal of past abuse-limit windows (rate_limits).
export { pruneRateLimitsDaily } from './core/prune-rate-limits.js';
// Scheduled: the nightly end of expired back-in-stock alerts, and their counts recomputed.
export { expireStockAlertsDaily } from './stock-alerts/expire-stock-alerts.js';
// Auth blocking function: sign-ups capped per origin and for the whole shop.
export { limitSignUps } from './auth/sign-up-limits.js';
