// The sign-in, sign-up and reset forms' checks, loaded when a form is used (use-lazy-form.ts):
// zod and the schemas stay off the pages' load path.
import { zodCheck } from '@/lib/forms/zod-check';
import { LoginFormSchema, PasswordResetSchema, SignupFormSchema } from './auth-schemas';

export const checkLogin = zodCheck(LoginFormSchema);
// Every unmet password rule is shown at once, not one per submit.
export const checkSignup = zodCheck(SignupFormSchema, { allIssuesOf: ['password'] });
export const checkPasswordReset = zodCheck(PasswordResetSchema);
