// Login and sign-up forms: French messages; limits follow the database rules (names ≤ 60).
import { z } from 'zod';

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
    .max(60, `Votre ${what} ne doit pas dépasser 60 caractères.`);

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
