// The lengths and choices of the public contact and withdrawal forms, zod-free: the pages that
// paint these forms from their HTML load no zod (schemas/contact and schemas/withdrawal-pointer,
// which validate them, re-export these).

export const CONTACT_LIMITS = { name: 100, subject: 150, messageMin: 10, message: 5000 } as const;

export const WITHDRAWAL_LIMITS = { name: 160, items: 1000 } as const;
export const WITHDRAWAL_SCOPES = ['order', 'items'] as const;
export type WithdrawalScope = (typeof WITHDRAWAL_SCOPES)[number];
export const WITHDRAWAL_SCOPE_LABELS: Record<WithdrawalScope, string> = {
  order: 'Toute la commande',
  items: 'Certains articles',
};
