import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { TwoFactorSection } from './two-factor-section';

const codes = Array.from({ length: 10 }, (_, index) => `abcd-ef${String(index).padStart(2, '2')}`);
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Coachboard:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};

const renderSection = () =>
  renderWithRouter(<TwoFactorSection />, { path: '/admin/account', url: '/admin/account' });

describe('Two-factor sign-in section', { timeout: 15_000 }, () => {
  it('turns on: the current password, QR code and secret, a wrong then a right first code, the recovery codes once', async () => {
    let enabled = false;
    let wrong = true;
    let wrongPassword = true;
    const api = mockApi({
      'GET /api/me': () => envelope({ ...createUser(), two_factor_enabled: enabled }),
      'POST /api/account/two-factor/start': () => {
        if (wrongPassword) {
          wrongPassword = false;
          return errorResponse(422, 'The current password is incorrect', {
            password: ['The current password is incorrect'],
          });
        }
        return envelope(setup);
      },
      'POST /api/account/two-factor/confirm': () => {
        if (wrong) {
          wrong = false;
          return errorResponse(422, 'Invalid authentication code', { code: ['Invalid authentication code'] });
        }
        enabled = true;
        return envelope({ recovery_codes: codes });
      },
    });
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.getByText(/Turning it on signs out your other sessions/)).toBeInTheDocument();

    const turnOn = await screen.findByRole('button', { name: 'Turn on two-factor sign-in' });
    await user.click(turnOn);
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/two-factor/start')).toHaveLength(0);
    const passwordInput = screen.getByLabelText(/Current password/);
    expect(passwordInput).toHaveAttribute('type', 'password');
    expect(passwordInput).toHaveAttribute('autocomplete', 'current-password');
    await user.type(passwordInput, 'not-my-password');
    await user.click(turnOn);
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    await user.clear(passwordInput);
    await user.type(passwordInput, 'my-password-1234');
    await user.click(turnOn);
    expect(api.callsTo('POST', '/api/account/two-factor/start').at(-1)!.body).toEqual({
      password: 'my-password-1234',
    });
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', setup.qr_code);
    expect(screen.getByText(setup.secret)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Authentication code/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(api.callsTo('POST', '/api/account/two-factor/confirm').at(-1)!.body).toEqual({ code: '123456' });
    expect(
      await screen.findByText('Two-factor sign-in is on. Your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByText(setup.secret)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('turns off with the password and a code, showing the refusal under the field', async () => {
    let enabled = true;
    let refuse = true;
    const api = mockApi({
      'GET /api/me': () => envelope({ ...createUser(), two_factor_enabled: enabled }),
      'POST /api/account/two-factor/disable': () => {
        if (refuse) {
          refuse = false;
          return errorResponse(422, 'The password is not correct', {
            password: ['The password is not correct'],
          });
        }
        enabled = false;
        return envelope(null);
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/two-factor/disable')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Password/), 'wrong-password');
    await user.type(within(dialog).getByRole('textbox', { name: /Authentication code/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/account/two-factor/disable').at(-1)!.body).toEqual({
      password: 'wrong-password',
      code: '123456',
    });
    expect(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
  });

  it('gets new recovery codes with a code', async () => {
    mockApi({
      'GET /api/me': () => envelope({ ...createUser(), two_factor_enabled: true }),
      'POST /api/account/two-factor/recovery-codes': () => envelope({ recovery_codes: codes }),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get new recovery codes' });
    await user.type(within(dialog).getByRole('textbox', { name: /Authentication code/ }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Get new codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });
});
