// The sign-in and sign-up forms painted from the server's HTML: real form controls, the submit
// waiting for the app; their check loads when they are used, keeps what was typed before, says
// what is wrong in French (every unmet password rule at once) and signs in with what was typed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '@fohzshop/shared/password-rule';
import { hydratePrerendered } from '@/testing/hydrate-prerendered';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

const auth = vi.hoisted(() => ({
  signIns: [] as unknown[][],
  signUps: [] as unknown[],
  phones: [] as string[],
}));
vi.mock('@/entities/session/api/auth-api', () => ({
  signIn: async (...args: unknown[]) => void auth.signIns.push(args),
  signUp: async (input: unknown) => void auth.signUps.push(input),
}));
vi.mock('../api/signup-phone-api', () => ({
  saveSignupPhone: async (phone: string) => void auth.phones.push(phone),
}));

const withClient = (ui: React.ReactElement) => (
  <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
);
const field = (container: ParentNode, name: string) =>
  container.querySelector(`[name="${name}"]`) as HTMLInputElement;

// The first dynamic import of a form's check (zod and the schema) is transformed on the spot.
vi.setConfig({ testTimeout: 60_000 });

describe('LoginForm', () => {
  it('is a real form in the server HTML, its submit disabled until the app has started', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withClient(<LoginForm onSuccess={() => undefined} />));
    expect(field(container, 'email').type).toBe('email');
    expect(field(container, 'password').autocomplete).toBe('current-password');
    expect([...container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Adresse e-mail*',
      'Mot de passe*',
    ]);
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('keeps what was typed before hydration and signs in with it', async () => {
    auth.signIns.length = 0;
    const onSuccess = vi.fn();
    const page = withClient(<LoginForm onSuccess={onSuccess} />);
    const { container, recoverable, switchToBrowser } = await hydratePrerendered(page, (served) => {
      document.body.append(served);
      field(served, 'email').value = ' jeanne@example.fr ';
      field(served, 'password').value = 'MotDePasse123';
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await switchToBrowser()).toBe(true);
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled(), { timeout: 15_000 });
    expect(auth.signIns).toEqual([['jeanne@example.fr', 'MotDePasse123']]);
    container.remove();
  });

  it('says in French what is missing and signs nobody in', async () => {
    auth.signIns.length = 0;
    renderWithProviders(<LoginForm onSuccess={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    const email = screen.getByLabelText(/Adresse e-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), {
      timeout: 15_000,
    });
    expect(screen.getByText('Saisissez votre adresse e-mail.')).toBeTruthy();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(auth.signIns).toEqual([]);
  });
});

describe('SignupForm', () => {
  it('lists every unmet password rule at once and creates no account', async () => {
    auth.signUps.length = 0;
    const { container } = renderWithProviders(<SignupForm onSuccess={() => undefined} />);
    field(container, 'first_name').value = 'Jeanne';
    field(container, 'last_name').value = 'Martin';
    field(container, 'email').value = 'jeanne@example.fr';
    field(container, 'password').value = 'court';
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const password = screen.getByLabelText(/Mot de passe/);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), {
      timeout: 15_000,
    });
    const message = document.getElementById(password.getAttribute('aria-describedby')!);
    for (const rule of [
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.numeric,
    ])
      expect(message?.textContent).toContain(rule);
    expect(message?.textContent).not.toContain(PASSWORD_MESSAGES.lowercase);
    expect(auth.signUps).toEqual([]);
  });

  it('creates the account with the checked values (the phone written apart)', async () => {
    auth.signUps.length = 0;
    auth.phones.length = 0;
    const onSuccess = vi.fn();
    const { container } = renderWithProviders(<SignupForm onSuccess={onSuccess} />);
    field(container, 'first_name').value = ' Jeanne ';
    field(container, 'last_name').value = 'Martin';
    field(container, 'email').value = 'jeanne@example.fr';
    field(container, 'phone').value = '06 12 34 56 78';
    field(container, 'password').value = 'MotDePasse123';
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled(), { timeout: 15_000 });
    expect(auth.phones).toEqual(['06 12 34 56 78']);
    expect(auth.signUps[0]).toEqual({
      first_name: 'Jeanne',
      last_name: 'Martin',
      email: 'jeanne@example.fr',
      password: 'MotDePasse123',
    });
  });
});
