// Login and sign-up forms: French messages; limits are those of the schemas and database rules.
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

export const LoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Saisissez votre mot de passe.'),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const SignupFormSchema = z.object({
  first_name: name('prénom'),
  last_name: name('nom'),
  email,
  password: z
    .string()
    .min(8, 'Le mot de passe doit contenir au moins 8 caractères.')
    .max(128, 'Le mot de passe ne doit pas dépasser 128 caractères.'),
});
export type SignupForm = z.infer<typeof SignupFormSchema>;
