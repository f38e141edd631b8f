// The contact form's check, loaded when the form is used (contact-form.tsx): zod stays off the page.
import { ContactMessageInputSchema } from '@fohzshop/shared/schemas/contact';
import { zodCheck } from '@/lib/forms/zod-check';

export const checkContact = zodCheck(ContactMessageInputSchema);
