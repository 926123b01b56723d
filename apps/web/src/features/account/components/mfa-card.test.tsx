import { ACCOUNT_SECURITY_MESSAGES, MESSAGES, MFA_MESSAGES, type MfaStatus } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { MfaCard } from './mfa-card.tsx';
import { RECOVERY_CODES_FILE_NAME } from './recovery-codes-panel.tsx';

const STATUS = 'GET /api/account/mfa/';
const OFF: MfaStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const ON: MfaStatus = { enabled: true, enabled_at: '2026-11-20T09:00:00.000Z', recovery_codes_left: 10 };
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF'];
const SECRET = 'JBSWY3DPEHPK3PXP';

const refused = (field: string, message: string) =>
  jsonResponse(
    errorBody({ code: 'VALIDATION', detail: 'Check the field', field_errors: { [field]: [message] } }),
    400,
  );

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('MfaCard', () => {
  it('off: the password, the QR code and key, a first code, then the recovery codes; the card shows on', async () => {
    let status = OFF;
    let isCodeRight = false;
    const fetchMock = stubRoutes({
      [STATUS]: () => jsonResponse(status),
      'POST /api/account/mfa/setup/': ({ body }) =>
        (body as { password: string }).password === 'right password'
          ? jsonResponse({
              secret: SECRET,
              otpauth_uri: `otpauth://totp/SpecSource:ada%40example.com?secret=${SECRET}&issuer=SpecSource`,
              expires_at: '2026-11-25T20:00:00.000Z',
            })
          : refused('password', ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong),
      'POST /api/account/mfa/enable/': () => {
        if (!isCodeRight) {
          return refused('code', MFA_MESSAGES.codeWrong);
        }
        status = { ...ON, recovery_codes_left: CODES.length };
        return jsonResponse({ detail: MFA_MESSAGES.enabled, recovery_codes: CODES });
      },
    });
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => saved.push(blob) && 'blob:codes',
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithRouter(<MfaCard />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn on two-step sign-in' }));
    await user.type(dialog.getByLabelText(/^Current password/), 'wrong{Enter}');
    expect(await dialog.findByText(ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Current password/));
    await user.type(dialog.getByLabelText(/^Current password/), 'right password{Enter}');

    const qr = await dialog.findByRole('img', { name: /^QR code/ });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(dialog.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Turn on' }));
    expect(await dialog.findByText(MFA_MESSAGES.totpRequired)).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Code from the app/ }), '111111{Enter}');
    expect(await dialog.findByText(MFA_MESSAGES.codeWrong)).toBeInTheDocument();
    isCodeRight = true;
    await user.clear(dialog.getByRole('textbox', { name: /^Code from the app/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Code from the app/ }), '222222{Enter}');

    const list = await dialog.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText(MFA_MESSAGES.enabled)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(RECOVERY_CODES_FILE_NAME);
    expect(await saved[0]?.text()).toContain('CCCCC-DDDDD\n');
    expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(dialog.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/^On since/)).toBeInTheDocument();
    expect(screen.getByText(/3 unused recovery codes left/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/account/mfa/enable/').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
  });

  it('a key that expired before its first code: Start again goes back to the password', async () => {
    stubRoutes({
      [STATUS]: () => jsonResponse(OFF),
      'POST /api/account/mfa/setup/': () =>
        jsonResponse({
          secret: SECRET,
          otpauth_uri: 'otpauth://totp/x',
          expires_at: '2026-11-25T20:00:00.000Z',
        }),
      'POST /api/account/mfa/enable/': () =>
        jsonResponse(errorBody({ code: 'VALIDATION', detail: MFA_MESSAGES.setupMissing }), 400),
    });
    const { user } = renderWithRouter(<MfaCard />);

    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Current password/), 'right password{Enter}');
    await user.type(await dialog.findByRole('textbox', { name: /^Code from the app/ }), '123456{Enter}');
    expect(await dialog.findByText(MFA_MESSAGES.setupMissing)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Start again' }));

    expect(await dialog.findByLabelText(/^Current password/)).toHaveValue('');
  });

  it('on: Turn off asks the password and a code, shows a wrong one, then the card shows off', async () => {
    let status = ON;
    let isPasswordRight = false;
    const fetchMock = stubRoutes({
      [STATUS]: () => jsonResponse(status),
      'POST /api/account/mfa/disable/': () => {
        if (!isPasswordRight) {
          return refused('password', ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong);
        }
        status = OFF;
        return jsonResponse({ detail: MFA_MESSAGES.disabled });
      },
    });
    const { user } = renderWithRouter(<MfaCard />);

    expect(await screen.findByText('10 unused recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn off two-step sign-in' }));
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(dialog.getByText(MFA_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/account/mfa/disable/')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/^Current password/), 'a guess');
    await user.type(dialog.getByRole('textbox', { name: /^Authentication code/ }), 'ABCDE-FGHJK{Enter}');
    expect(await dialog.findByText(ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    isPasswordRight = true;
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText(MFA_MESSAGES.disabled)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/account/mfa/disable/')[1]?.body).toEqual({
      password: 'a guess',
      code: 'ABCDE-FGHJK',
    });
  });

  it('on, with few codes left: warns, and New recovery codes shows the new ones', async () => {
    let status: MfaStatus = { ...ON, recovery_codes_left: 2 };
    const fetchMock = stubRoutes({
      [STATUS]: () => jsonResponse(status),
      'POST /api/account/mfa/recovery-codes/': () => {
        status = { ...ON, recovery_codes_left: CODES.length + 7 };
        return jsonResponse({ detail: MFA_MESSAGES.recoveryCodesReplaced, recovery_codes: CODES });
      },
    });
    const { user } = renderWithRouter(<MfaCard />);

    expect(await screen.findByText(/2 unused recovery codes left\. Make new ones/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New recovery codes' }));
    await user.type(dialog.getByLabelText(/^Current password/), 'right password');
    await user.type(dialog.getByRole('textbox', { name: /^Authentication code/ }), '123456');
    await user.click(dialog.getByRole('button', { name: 'Make new codes' }));

    const list = await dialog.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(CODES.length);
    expect(await screen.findByText(MFA_MESSAGES.recoveryCodesReplaced)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/account/mfa/recovery-codes/')[0]?.body).toEqual({
      password: 'right password',
      code: '123456',
    });
    expect(await screen.findByText('10 unused recovery codes left.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a status that cannot be loaded offers a retry', async () => {
    let isDown = true;
    stubRoutes({
      [STATUS]: () => (isDown ? jsonResponse(errorBody(), 500) : jsonResponse(OFF)),
    });
    const { user } = renderWithRouter(<MfaCard />);

    expect(await screen.findByText('Two-step sign-in could not be loaded')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
  });
});
