// Payment flow constants, shared by the functions and the web app.

/** Stock of an unpaid bank-transfer order is held this long when settings/shop says nothing. */
export const BANK_TRANSFER_HOLD_DAYS = 7;
/** Card and instalment orders whose payment never comes back are released after this delay. */
export const ONLINE_PAYMENT_HOLD_MINUTES = 60;
/** Withdrawal period after delivery (14 days, consumer code). */
export const RETURN_WINDOW_DAYS = 14;
