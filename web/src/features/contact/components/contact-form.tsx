// Contact form, painted from the page's HTML as plain form controls; its check (the shared
// ContactMessageInputSchema, French messages) and the callable load when it is used
// (lib/forms/use-lazy-form.ts, lib/callable/use-lazy-callable.ts), so zod and Firebase are not
// on the page's load path.
import { useRef } from 'react';
import { CONTACT_LIMITS } from '@fohzshop/shared/form-limits';
import { MESSAGES } from '@fohzshop/shared/messages';
import { useLazyCallable } from '@/lib/callable/use-lazy-callable';
import { useLazyForm } from '@/lib/forms/use-lazy-form';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { button, spinner } from '@/ui/recipes';
import { EMAIL_INPUT, fieldClasses as f, StaticField, StaticInput } from '@/ui/static-field';
import { cx } from '@/ui/theme/static-styles';
import s from './contact-form.styles';

type ContactDefaults = { name?: string; email?: string };

const loadCheck = () => import('../lib/contact-check').then((m) => m.checkContact);
const loadContract = () =>
  import('@fohzshop/shared/contracts/contact').then((m) => m.sendContactMessage);
const messages = { success: MESSAGES.contactSent, error: MESSAGES.contactFailed };

export function ContactForm({ defaults = {} }: { defaults?: ContactDefaults }) {
  const form = useRef<HTMLFormElement>(null);
  // Served in the page's HTML: a submit before the app has started would reload the page.
  const hydrated = useFullyHydrated();
  // Sent: back to the defaults (the name and e-mail stay, the rest empties), errors cleared.
  const send = useLazyCallable(loadContract, messages, { onSuccess: () => form.current?.reset() });
  const { errors, formProps } = useLazyForm(
    loadCheck,
    (values) => send.mutate(values),
    send.preload,
  );
  return (
    <form ref={form} method="post" {...formProps} aria-label="Formulaire de contact">
      <div className={s.stack}>
        <div className={s.pair}>
          <StaticInput
            label="Nom et prénom"
            error={errors.name}
            required
            name="name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            defaultValue={defaults.name ?? ''}
          />
          <StaticInput
            label="Adresse e-mail"
            error={errors.email}
            required
            {...EMAIL_INPUT}
            defaultValue={defaults.email ?? ''}
          />
        </div>
        <StaticInput
          label="Sujet"
          error={errors.subject}
          required
          name="subject"
          maxLength={CONTACT_LIMITS.subject}
          defaultValue=""
        />
        <StaticField
          label="Message"
          error={errors.message}
          helper={`Entre ${CONTACT_LIMITS.messageMin} et ${CONTACT_LIMITS.message} caractères. Pour une commande, indiquez son numéro.`}
          required
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              className={f.textarea}
              rows={7}
              maxLength={CONTACT_LIMITS.message}
              defaultValue=""
            />
          )}
        </StaticField>
        <button
          type="submit"
          className={cx(button({ size: 'lg' }), s.submit)}
          disabled={!hydrated || send.isPending}
          data-loading={send.isPending ? '' : undefined}
        >
          {send.isPending ? (
            <>
              <span className={cx(spinner({ size: 'inherit' }), s.spinner)} />
              Envoi…
            </>
          ) : (
            'Envoyer le message'
          )}
        </button>
      </div>
    </form>
  );
}
