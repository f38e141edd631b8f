// The password rule (password-rule.ts) as a zod schema: the sign-up form's check and the tests
// of the Firebase Auth policy.
import { z } from 'zod';
import { PASSWORD_MESSAGES, PASSWORD_RULE } from '../password-rule';

const { minLength, maxLength } = PASSWORD_RULE;

/** A new password; every unmet rule is reported, each with its French message. */
export const PasswordSchema = z
  .string()
  .min(minLength, PASSWORD_MESSAGES.tooShort)
  .max(maxLength, PASSWORD_MESSAGES.tooLong)
  .regex(/[a-z]/, PASSWORD_MESSAGES.lowercase)
  .regex(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
  .regex(/[0-9]/, PASSWORD_MESSAGES.numeric);
