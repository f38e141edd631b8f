// The contact form painted from the server's HTML: real form controls, the submit waiting for the
// app; its check loads when it is used, keeps what was typed before, and says what is wrong in
// French before anything is sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydratePrerendered } from '@/testing/hydrate-prerendered';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

const sent = vi.hoisted(() => ({ messages: [] as unknown[] }));
vi.mock('@/lib/firebase/call-function', () => ({
  callFunction: (contract: { name: string }, message: unknown) => {
    if (contract.name !== 'sendContactMessage') throw new Error(`unexpected ${contract.name}`);
    sent.messages.push(message);
    return Promise.resolve({ ok: true });
  },
}));

const withClient = (ui: React.ReactElement) => (
  <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
);
const field = (container: ParentNode, name: string) =>
  container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;

// The first dynamic import of a form's check (zod and the shared schema) is transformed on the
// spot: with every unit file running on 2 cores it took over 5 s once. Waits allow 15 s, tests 60 s.
vi.setConfig({ testTimeout: 60_000 });

describe('ContactForm', () => {
  it('is a real form in the server HTML, its submit disabled until the app has started', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      withClient(<ContactForm defaults={{ email: 'a@b.fr' }} />),
    );
    for (const name of ['name', 'email', 'subject', 'message'])
      expect(field(container, name)).not.toBeNull();
    expect(field(container, 'email').value).toBe('a@b.fr');
    const label = [...container.querySelectorAll('label')].map((l) => l.textContent);
    expect(label).toEqual(['Nom et prénom*', 'Adresse e-mail*', 'Sujet*', 'Message*']);
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('keeps what was typed before hydration and sends it at the first submit', async () => {
    sent.messages.length = 0;
    const page = withClient(<ContactForm />);
    const { container, recoverable, switchToBrowser } = await hydratePrerendered(page, (served) => {
      document.body.append(served); // a form submits only when it is in the document
      // Typed into the served HTML, before React and the form's check have arrived.
      field(served, 'name').value = 'Jeanne Martin';
      field(served, 'email').value = 'jeanne@example.fr';
      field(served, 'subject').value = 'Livraison';
      field(served, 'message').value = 'Livrez-vous la Thunder 3 montée ?';
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await switchToBrowser()).toBe(true);
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(sent.messages).toHaveLength(1), { timeout: 15_000 });
    expect(sent.messages[0]).toEqual({
      name: 'Jeanne Martin',
      email: 'jeanne@example.fr',
      subject: 'Livraison',
      message: 'Livrez-vous la Thunder 3 montée ?',
    });
    // Sent: back to an empty form.
    await waitFor(() => expect(field(container, 'message').value).toBe(''), { timeout: 15_000 });
    container.remove();
  });

  it('says in French what is wrong, focuses the first field, sends nothing', async () => {
    sent.messages.length = 0;
    renderWithProviders(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const name = screen.getByLabelText(/Nom et prénom/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), {
      timeout: 15_000,
    });
    expect(document.activeElement).toBe(name);
    expect(
      screen.getAllByText(/ne doit pas être vide|obligatoire|adresse e-mail valide/i).length,
    ).toBeGreaterThan(0);
    // Once submitted, a field is checked again as it changes.
    fireEvent.change(name, { target: { value: 'Jeanne Martin' } });
    await waitFor(() => expect(name.hasAttribute('aria-invalid')).toBe(false));
    expect(sent.messages).toEqual([]);
  });
});
