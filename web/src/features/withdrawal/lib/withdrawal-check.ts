// The withdrawal form's check, loaded when the form is used (withdrawal-form.tsx): zod stays off
// the page.
import { WithdrawalRequestSchema } from '@fohzshop/shared/schemas/withdrawal';
import { zodCheck } from '@/lib/forms/zod-check';

export const checkWithdrawal = zodCheck(WithdrawalRequestSchema);
