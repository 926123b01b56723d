import { MESSAGES } from '@specsource/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

type Handlers = Parameters<typeof stubRoutes>[0];

function renderRegister(handlers: Handlers = {}, path = '/register?url=%2Fpart%2Fpump') {
  const fetchMock = stubRoutes({
    'GET /api/disposable-email/': () => jsonResponse({ result: 'no' }),
    'POST /api/register/': () => jsonResponse({ detail: MESSAGES.activationSent }, 201),
    'POST /api/activation/resend/': () => jsonResponse({ detail: MESSAGES.activationResent }, 202),
    ...handlers,
  });
  return { ...renderRoutes([{ path: '/register', element: <RegisterPage /> }], path), fetchMock };
}

const field = {
  firstName: () => screen.getByRole('textbox', { name: 'First name' }),
  lastName: () => screen.getByRole('textbox', { name: 'Last name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone' }),
  company: () => screen.getByRole('textbox', { name: 'Company Name' }),
  password: () => screen.getByLabelText(/^Password/),
  confirm: () => screen.getByLabelText(/^Confirm Password/),
};

/** The error text Mantine links to the input (aria-describedby → `…-error`). */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

async function fillValidForm(user: ReturnType<typeof renderRegister>['user'], email = 'ada@example.com') {
  await user.type(field.firstName(), 'Ada');
  await user.type(field.lastName(), 'Lovelace');
  await user.type(field.email(), email);
  await user.type(field.phone(), '+1 555 0100');
  await user.type(field.company(), 'Analytical Engines');
  await user.type(field.password(), 'a long passphrase');
  await user.type(field.confirm(), 'a long passphrase');
}

const submit = () => screen.getByRole('button', { name: 'Register' });

describe('RegisterPage', () => {
  it('labels every field and hints at the password rule', () => {
    renderRegister();

    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    for (const get of Object.values(field)) {
      expect(get()).toBeInTheDocument();
    }
    expect(field.password()).toHaveAccessibleDescription(
      'At least 8 characters. Long passphrases are welcome.',
    );
  });

  it('shows the required-field messages under their fields and sends nothing', async () => {
    const { user, fetchMock } = renderRegister();

    await user.click(submit());

    await waitFor(() => expect(errorOf(field.firstName())).toBe(MESSAGES.firstNameRequired));
    expect(errorOf(field.email())).toBe(MESSAGES.emailInvalid);
    expect(errorOf(field.company())).toBe(MESSAGES.companyNameRequired);
    expect(errorOf(field.password())).toBe(MESSAGES.passwordRequired);
    expect(errorOf(field.lastName())).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/register/')).toHaveLength(0);
  });

  it('shows the format and length messages', async () => {
    const { user, fetchMock } = renderRegister();

    await user.type(field.firstName(), 'Ada');
    await user.type(field.company(), 'Analytical Engines');
    await user.type(field.email(), 'not-an-email');
    await user.type(field.phone(), '1'.repeat(33));
    await user.type(field.password(), 'short');
    await user.type(field.confirm(), 'different');
    await user.click(submit());

    await waitFor(() => expect(errorOf(field.email())).toBe(MESSAGES.emailInvalid));
    expect(errorOf(field.phone())).toBe(MESSAGES.phoneRequired);
    expect(errorOf(field.password())).toBe(MESSAGES.passwordTooShort);
    expect(errorOf(field.confirm())).toBe(MESSAGES.confirmPasswordMismatch);
    expect(callsTo(fetchMock, 'POST /api/register/')).toHaveLength(0);
  });

  it('refuses a password longer than the limit', async () => {
    const { user } = renderRegister();

    await user.click(field.password());
    await user.paste('x'.repeat(129));
    await user.click(submit());

    await waitFor(() => expect(errorOf(field.password())).toBe(MESSAGES.passwordTooLong));
  });

  it('checks the e-mail on leaving the field and blocks a disposable address', async () => {
    const { user, fetchMock } = renderRegister({
      'GET /api/disposable-email/': () => jsonResponse({ result: 'yes' }),
    });

    await user.type(field.email(), 'Ada@Mailinator.com');
    await user.tab();

    await waitFor(() => expect(errorOf(field.email())).toBe(MESSAGES.emailInvalid));
    expect(callsTo(fetchMock, 'GET /api/disposable-email/')[0]?.url.searchParams.get('email')).toBe(
      'ada@mailinator.com',
    );

    await user.clear(field.email());
    await fillValidForm(user, 'ada@mailinator.com');
    await user.click(submit());

    await waitFor(() => expect(errorOf(field.email())).toBe(MESSAGES.emailInvalid));
    expect(callsTo(fetchMock, 'POST /api/register/')).toHaveLength(0);
  });

  it('puts the server’s field errors under the fields', async () => {
    const { user } = renderRegister({
      'POST /api/register/': () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: 'Check the highlighted fields.',
            field_errors: { password: [MESSAGES.passwordTooCommon], phone: ['Use digits only.'] },
          }),
          400,
        ),
    });

    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() => expect(errorOf(field.password())).toBe(MESSAGES.passwordTooCommon));
    expect(errorOf(field.phone())).toBe('Use digits only.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 409 (address taken) under the e-mail', async () => {
    const { user } = renderRegister({
      'POST /api/register/': () =>
        jsonResponse(errorBody({ code: 'CONFLICT', detail: MESSAGES.emailTaken }), 409),
    });

    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() => expect(errorOf(field.email())).toBe(MESSAGES.emailTaken));
  });

  it('shows other refusals above the button', async () => {
    const { user } = renderRegister({
      'POST /api/register/': () =>
        jsonResponse(errorBody({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited }), 429),
    });

    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rateLimited);
  });

  it('on success: sends the form with the safe next path, then offers to resend the e-mail', async () => {
    const { user, fetchMock } = renderRegister();

    await fillValidForm(user, 'Ada@Example.com');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.activationSent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/register/')[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'Ada@Example.com',
      phone: '+1 555 0100',
      company_name: 'Analytical Engines',
      password: 'a long passphrase',
      confirm_password: 'a long passphrase',
      next: '/part/pump',
    });

    await user.click(screen.getByRole('button', { name: 'Resend activation e-mail' }));
    expect(await screen.findByText(MESSAGES.activationResent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/activation/resend/')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('drops an unsafe url instead of sending it on', async () => {
    const { user, fetchMock } = renderRegister({}, '/register?url=%2F%2Fevil.example');

    await fillValidForm(user);
    await user.click(submit());

    await screen.findByText(MESSAGES.activationSent);
    expect(callsTo(fetchMock, 'POST /api/register/')[0]?.body).toMatchObject({ next: '/' });
  });

  it('the password visibility toggle shows and hides the password', async () => {
    const { user } = renderRegister();

    expect(field.password()).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Toggle password visibility' })[0] as HTMLElement);

    expect(field.password()).toHaveAttribute('type', 'text');
  });
});
