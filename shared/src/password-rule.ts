// The password rule of customer accounts, defined once: the sign-up form checks it field by
// field in French, and the deploy step turns the same numbers into the Firebase Auth password
// policy, which refuses weaker passwords on the server too, whatever the client
// (functions/src/auth/password-policy.ts, docs/security-model.md « Passwords »).
// Letters are counted as Firebase Auth counts them, ASCII only: « É » is not an upper-case
// letter for the policy, so it is not one here either. zod-free (the sign-up page shows the hint
// before any check loads); the schema is schemas/password.ts.

export const PASSWORD_RULE = {
  minLength: 10,
  maxLength: 128,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: false,
} as const;

const { minLength, maxLength } = PASSWORD_RULE;

/** The rule in one line, under the password field. */
export const PASSWORD_HINT = `${minLength} caractères minimum, dont une minuscule, une majuscule (lettres sans accent) et un chiffre.`;

export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${minLength} caractères.`,
  tooLong: `Le mot de passe ne doit pas dépasser ${maxLength} caractères.`,
  lowercase: 'Le mot de passe doit contenir au moins une lettre minuscule sans accent (a à z).',
  uppercase: 'Le mot de passe doit contenir au moins une lettre majuscule sans accent (A à Z).',
  numeric: 'Le mot de passe doit contenir au moins un chiffre.',
  /** Firebase Auth refused the password (its own check or the project's policy). */
  refused: `Ce mot de passe n'est pas accepté : ${PASSWORD_HINT}`,
} as const;
