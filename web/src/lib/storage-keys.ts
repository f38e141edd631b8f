// Every key the shop keeps in the visitor's browser storage, in one module: a new store takes
// its key here, so two stores never share one by accident and the list of what the browser
// keeps (docs/security-model.md, the cookie/consent notice) is read in one place.
// Written out, not imported: this module is on every page's first load, and the shared modules
// that also name two of them (the garage's, the theme's) are not; storage-keys.test.ts ties them.

export const STORAGE_KEYS = {
  /** localStorage: the device cart of a visitor ({product_id: quantity}). */
  cart: 'fohzshop:cart',
  /** localStorage: the prices the cart's lines were last seen at (price change notices). */
  cartPrices: 'fohzshop:cart-prices',
  /** localStorage: the comparator's selection (scooter ids). */
  compare: 'compare',
  /** localStorage: the visitor's garage (scooter ids; shared: the account sync reads it too). */
  garage: 'garage',
  /** localStorage: light or dark (shared: the page's head script applies it before painting). */
  theme: 'theme',
  /** localStorage: the cookie choice and its date. */
  consent: 'fohzshop:consent',
  /** localStorage: a session is expected (Auth is loaded at once only then). */
  session: 'fohzshop:session',
  /** sessionStorage (this tab): the idempotency key of an order being placed. */
  checkoutAttempt: 'fohzshop:checkout-attempt',
} as const;
