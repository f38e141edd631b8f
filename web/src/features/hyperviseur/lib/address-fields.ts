// The fields of a French address as the Hyperviseur's forms show them (order addresses, a
// user's address book), in display order.
export const ADDRESS_FIELDS = [
  ['first_name', 'Prénom'],
  ['last_name', 'Nom'],
  ['company', 'Société'],
  ['line1', 'Adresse'],
  ['line2', "Complément d'adresse"],
  ['postal_code', 'Code postal'],
  ['city', 'Ville'],
  ['phone', 'Téléphone'],
] as const;
