// Login, sign-up and password reset forms: French messages; limits are those of the schemas and
// database rules, the password rule the one Firebase Auth enforces (shared/src/password-rule.ts).
import { z } from 'zod';
import { PERSON_NAME_MAX } from '@fohzshop/shared/constants';
import { PasswordSchema } from '@fohzshop/shared/schemas/password';

const email = z
  .string()
  .trim()
  .min(1, 'Saisissez votre adresse e-mail.')
  .max(254, "L'adresse e-mail est trop longue.")
  .pipe(z.email("L'adresse e-mail n'est pas valide."));
const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Saisissez votre ${what}.`)
    .max(PERSON_NAME_MAX, `Votre ${what} ne doit pas dépasser ${PERSON_NAME_MAX} caractères.`);

export const PasswordResetSchema = z.object({ email });
export type PasswordResetForm = z.infer<typeof PasswordResetSchema>;

export const LoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Saisissez votre mot de passe.'),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const SignupFormSchema = z.object({
  first_name: name('prénom'),
  last_name: name('nom'),
  email,
  phone: z
    .string()
    .trim()
    .max(20, 'Le numéro de téléphone ne doit pas dépasser 20 caractères.')
    .refine((value) => value === '' || /^\+?[0-9 .-]{6,20}$/.test(value), {
      error: 'Numéro de téléphone invalide (chiffres, espaces, points ou tirets).',
    }),
  // Strength: every unmet rule is listed.
  password: PasswordSchema,
});
export type SignupForm = z.infer<typeof SignupFormSchema>;
