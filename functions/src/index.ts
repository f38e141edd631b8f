// Every deployed function. Export names are the callable names of the shared contracts.
// global-options comes first: onCall() reads the global options when a function is defined.
import './core/global-options.js';

export { adminSaveUser } from './users/admin-save-user.js';
export { adminUpdateUser } from './users/admin-update-user.js';
export { createProduct } from './products/create-product.js';
export { updateProduct } from './products/update-product.js';
export { deleteProduct } from './products/delete-product.js';
export { recordProductView } from './products/record-product-view.js';
export { cleanseProducts } from './products/cleanse-products.js';
export { placeOrder } from './orders/place-order.js';
export { requestReturn } from './orders/request-return.js';
export { adminConfirmBankTransfer } from './payments/confirm-bank-transfer.js';
// Not callables: the sandbox payment callback (HTTPS) and the expiry of unpaid orders (schedule).
export { sandboxPaymentCallback } from './payments/sandbox-callback.js';
export { expireUnpaidOrders } from './orders/expire-orders.js';
