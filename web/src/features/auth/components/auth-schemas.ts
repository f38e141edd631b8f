// Login, sign-up and password reset forms: French messages; limits are those of the schemas and
// database rules.
import { z } from 'zod';
import { PERSON_NAME_MAX } from '@fohzshop/shared/constants';

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

export const PASSWORD_MIN = 10;
export const PASSWORD_RULES = `${PASSWORD_MIN} caractères minimum, dont une minuscule, une majuscule et un chiffre.`;

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
  // Strength: long enough and mixing kinds of characters; every unmet rule is listed.
  password: z
    .string()
    .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`)
    .max(128, 'Le mot de passe ne doit pas dépasser 128 caractères.')
    .regex(/[a-zà-ÿ]/, 'Le mot de passe doit contenir au moins une lettre minuscule.')
    .regex(/[A-ZÀ-Ý]/, 'Le mot de passe doit contenir au moins une lettre majuscule.')
    .regex(/[0-9]/, 'Le mot de passe doit contenir au moins un chiffre.'),
});
export type SignupForm = z.infer<typeof SignupFormSchema>;
