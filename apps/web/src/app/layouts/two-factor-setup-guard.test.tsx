import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { seedSession } from '@/test/session';
import { createUser } from '@/test/user-factories';

describe('two-factor sign-in required by the team', { timeout: 20_000 }, () => {
  it('sends a member without it to My account until it is on, then lets them go', async () => {
    let enabled = false;
    seedSession();
    mockApi({
      'GET /api/me': () =>
        envelope({ ...createUser(), two_factor_enabled: enabled, two_factor_setup_required: !enabled }),
      'GET /api/account/sessions': () => envelope([]),
      'POST /api/account/two-factor/start': () =>
        envelope({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/x',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /api/account/two-factor/confirm': () => {
        enabled = true;
        return envelope({ recovery_codes: ['abcd-efgh'] });
      },
    });
    const { router } = renderApp('/admin/programs');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account'));
    expect(await screen.findByText(/Your team requires two-factor sign-in/)).toBeInTheDocument();

    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.type(await within(section).findByLabelText(/Current password/), 'my-password-1234');
    await user.click(await within(section).findByRole('button', { name: 'Turn on two-factor sign-in' }));
    await user.type(await screen.findByRole('textbox', { name: /Authentication code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() =>
      expect(screen.queryByText(/Your team requires two-factor sign-in/)).not.toBeInTheDocument(),
    );

    await router.navigate('/admin/programs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
  });
});
