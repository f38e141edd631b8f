// The contact form, for real: validation messages in French, then the message goes through the
// sendContactMessage callable (allowed by the CSP), is stored, and the success toast shows; the
// fourth message of the hour is refused with the limit's French message.
import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '@fohzshop/shared/constants';
import { MESSAGES } from '@fohzshop/shared/messages';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { adminDb } from './support/stack';

describe('contact form', () => {
  it('validates, sends through the callable, and enforces the hourly limit', async () => {
    const page = await newPage();
    await page.goto('/nous-contacter');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect
      .poll(() =>
        form.getByText(/ne doit pas être vide|obligatoire|adresse e-mail valide/i).count(),
      )
      .toBeGreaterThan(0);

    const before = Object.keys((await adminDb().get('contact_messages')) ?? {}).length;
    for (let i = 1; i <= CONTACT_RATE_LIMIT.messages + 1; i += 1) {
      await form.getByLabel('Nom et prénom').fill('Jeanne Martin');
      await form.getByLabel('Adresse e-mail').fill('jeanne.martin@example.fr');
      await form.getByLabel('Sujet').fill(`Question e2e ${i}`);
      await form.getByLabel('Message').fill('Bonjour, la Thunder 3 est-elle livrée montée ?');
      await form.getByRole('button', { name: 'Envoyer le message' }).click();
      const expected =
        i <= CONTACT_RATE_LIMIT.messages ? MESSAGES.contactSent : MESSAGES.contactTooMany;
      await page.getByText(expected).first().waitFor({ timeout: 30_000 });
      // Let the toast go (2 s) so the next one is the next answer.
      await page.getByText(expected).first().waitFor({ state: 'detached', timeout: 10_000 });
    }
    const after = Object.keys((await adminDb().get('contact_messages')) ?? {}).length;
    expect(after - before).toBe(CONTACT_RATE_LIMIT.messages);
    expect(uncaughtErrors(page)).toEqual([]);
    await page.context().close();
  });
});
