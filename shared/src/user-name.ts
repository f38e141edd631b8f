// How a customer is named on screen, zod-free (the header's account menu is on the initial path).
// schemas/user re-exports it.

type NameParts = { first_name?: string; last_name?: string; email?: string };

/** Display name: 'Prénom Nom', else the email, else 'Client'. */
export function userDisplayName(user: NameParts): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.email || 'Client';
}
