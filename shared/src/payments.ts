// Payment flow constants, shared by the functions and the web app.

/** Stock of an unpaid bank-transfer order is held this long when settings/shop says nothing. */
export const BANK_TRANSFER_HOLD_HOURS = 72;
/** The hold a merchant may set in settings/shop (bank_transfer_hold_hours). */
export const BANK_TRANSFER_HOLD_RANGE = { min: 24, max: 720 } as const;
/** The customer is reminded to pay this long before the hold ends (once per order). */
export const BANK_TRANSFER_REMINDER_HOURS = 24;
/** Card and instalment orders whose payment never comes back are released after this delay. */
export const ONLINE_PAYMENT_HOLD_MINUTES = 60;
/** Withdrawal period after delivery (14 days, consumer code). */
export const RETURN_WINDOW_DAYS = 14;
