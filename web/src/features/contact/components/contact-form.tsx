// Contact form, painted from the page's HTML as plain form controls; its check (the shared
// ContactMessageInputSchema, French messages) and the callable load when it is used
// (lib/forms/use-lazy-form.ts, lib/forms/lazy-sender.tsx), so zod and Firebase are not on the
// page's load path.
import { lazy, useRef, useState } from 'react';
import { CONTACT_LIMITS } from '@fohzshop/shared/form-limits';
import { useLazySender } from '@/lib/forms/lazy-sender';
import { useLazyForm } from '@/lib/forms/use-lazy-form';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { button, spinner } from '@/ui/recipes';
import { fieldClasses as f, StaticField } from '@/ui/static-field';
import { cx } from '@/ui/theme/static-styles';
import s from './contact-form.styles';

type ContactDefaults = { name?: string; email?: string };

const loadCheck = () => import('../lib/contact-check').then((m) => m.checkContact);
const ContactSender = lazy(() =>
  import('./contact-sender').then((m) => ({ default: m.ContactSender })),
);

export function ContactForm({ defaults = {} }: { defaults?: ContactDefaults }) {
  const form = useRef<HTMLFormElement>(null);
  // Served in the page's HTML: a submit before the app has started would reload the page.
  const hydrated = useFullyHydrated();
  const [engaged, setEngaged] = useState(false);
  // Sent: back to the defaults (the name and e-mail stay, the rest empties), errors cleared.
  const sender = useLazySender(ContactSender, engaged, () => form.current?.reset());
  const checked = useLazyForm(loadCheck, (values) => sender.send(values));
  const engage = () => {
    checked.formProps.onFocus();
    setEngaged(true);
  };
  const { errors } = checked;
  return (
    <form
      ref={form}
      method="post"
      {...checked.formProps}
      onFocus={engage}
      onPointerDown={engage}
      aria-label="Formulaire de contact"
    >
      <div className={s.stack}>
        <div className={s.pair}>
          <StaticField label="Nom et prénom" error={errors.name} required>
            {(control) => (
              <input
                {...control}
                name="name"
                className={f.input}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                defaultValue={defaults.name ?? ''}
              />
            )}
          </StaticField>
          <StaticField label="Adresse e-mail" error={errors.email} required>
            {(control) => (
              <input
                {...control}
                name="email"
                className={f.input}
                type="email"
                autoComplete="email"
                inputMode="email"
                defaultValue={defaults.email ?? ''}
              />
            )}
          </StaticField>
        </div>
        <StaticField label="Sujet" error={errors.subject} required>
          {(control) => (
            <input
              {...control}
              name="subject"
              className={f.input}
              maxLength={CONTACT_LIMITS.subject}
              defaultValue=""
            />
          )}
        </StaticField>
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
          disabled={!hydrated || sender.pending}
          data-loading={sender.pending ? '' : undefined}
        >
          {sender.pending ? (
            <>
              <span className={cx(spinner({ size: 'inherit' }), s.spinner)} />
              Envoi…
            </>
          ) : (
            'Envoyer le message'
          )}
        </button>
      </div>
      {sender.element}
    </form>
  );
}
