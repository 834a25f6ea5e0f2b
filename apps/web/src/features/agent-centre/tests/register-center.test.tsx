import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRegisterSettings, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { checkAffiliateInput } from '../components/affiliate-create-form.tsx';
import { RegisterCenterPage } from '../pages/register-center-page.tsx';

const settings = makeRegisterSettings({
  email: { shown: true, required: true, minLength: 5, maxLength: 100, patternId: 4 },
  paymentPassword: { shown: true, required: false, minLength: 6, maxLength: 20, patternId: 1 },
  captcha: { shown: true, required: true },
  affiliateCode: { shown: true, required: true },
});
const code = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  code: 'AGENT01',
  domain: null,
  enabled: true,
  link: 'http://localhost/register?affiliateCode=AGENT01',
  createdAt: '2025-01-01T00:00:00Z',
  ...overrides,
});

function mockCentre(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wps/system/setting/register': () => ({ value: settings }),
    'GET /wps/relay/AGENT_registerCenter': () => ({ value: { creatableTypes: [0, 2], affiliateCodes: [code()] } }),
    ...extra,
  });
}

describe('account page (registerCenter)', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('builds the form from the registration rules, without captcha or invitation code, and shows field errors', async () => {
    const api = mockCentre({ 'POST /wps/relay/AGENT_registerDownline': () => ({ value: {} }) });
    const user = userEvent.setup();
    renderWithApp(<RegisterCenterPage />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    await within(form).findByLabelText('E-mail');
    expect(within(form).queryByLabelText(/captcha/i)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/invitation|affiliate/i)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Account type')).toHaveDisplayValue('Member');

    await user.type(within(form).getByLabelText('Username'), 'ab');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret2');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    const alerts = await within(form).findAllByRole('alert');
    const messages = alerts.map((alert) => alert.textContent);
    expect(messages).toContain('Must start with a letter and contain only letters and digits, 6 - 16 characters');
    expect(messages).toContain('Confirmation password is not correct.');
    expect(messages.some((text) => /E-mail.*cannot be empty/.test(text ?? ''))).toBe(true);
    expect(messages.some((text) => /Payment password.*cannot be empty/.test(text ?? ''))).toBe(true);
    expect(api.callsTo('POST', '/wps/relay/AGENT_registerDownline')).toHaveLength(0);
  });

  it('creates a sub-agent, and puts a taken username under its field', async () => {
    let taken = true;
    const api = mockCentre({
      'POST /wps/relay/AGENT_registerDownline': (call) => {
        if (taken) return { status: 409, code: 'username.taken', message: 'This username is taken' };
        const body = call.body as { username: string; type: number };
        return {
          value: {
            id: 30,
            username: body.username,
            type: body.type,
            uplineUsername: 'agent01',
            createdAt: '2025-01-03T00:00:00Z',
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<RegisterCenterPage />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    await within(form).findByLabelText('E-mail');
    await user.selectOptions(within(form).getByLabelText('Account type'), 'Sub-agent');
    await user.type(within(form).getByLabelText('Username'), 'newsub01');
    await user.type(within(form).getByLabelText('Password'), 'secret12');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret12');
    await user.type(within(form).getByLabelText('E-mail'), 'sub@example.com');
    await user.type(within(form).getByLabelText('Payment password'), 'pay123');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    const username = within(form).getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(api.callsTo('POST', '/wps/relay/AGENT_registerDownline')).toHaveLength(1);

    taken = false;
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByTestId('downline-created')).toHaveTextContent(
      'Sub-agent newsub01 was created under you.',
    );
    const sent = api.callsTo('POST', '/wps/relay/AGENT_registerDownline').at(-1)!.body;
    expect(sent).toEqual({
      type: 2,
      username: 'newsub01',
      password: 'secret12',
      confirmPassword: 'secret12',
      email: 'sub@example.com',
      paymentPassword: 'pay123',
    });
    expect(within(form).getByLabelText('Username')).toHaveValue('');
  });

  it('checks and creates affiliate codes, toggles them and shows the QR code of the link', async () => {
    const codes = [code()];
    const api = mockCentre({
      'GET /wps/relay/AGENT_registerCenter': () => ({ value: { creatableTypes: [0, 2], affiliateCodes: codes } }),
      'POST /wps/relay/AGENT_affiliateCodeCreate': (call) => {
        const body = call.body as { code: string; domain?: string };
        const created = code({
          id: 2,
          code: body.code.toUpperCase(),
          domain: body.domain ?? null,
          link: `http://${body.domain}/register?affiliateCode=${body.code.toUpperCase()}`,
        });
        codes.push(created);
        return { value: created };
      },
      'POST /wps/relay/AGENT_affiliateCodeStatus': (call) => {
        const body = call.body as { id: number; enabled: boolean };
        const item = codes.find((entry) => entry.id === body.id)!;
        item.enabled = body.enabled;
        return { value: item };
      },
    });
    expect(checkAffiliateInput('ab', '')).toBe('affiliate.codeInvalid');
    expect(checkAffiliateInput('GOOD1', 'not a domain')).toBe('affiliate.domainInvalid');
    expect(checkAffiliateInput('GOOD1', '')).toBeNull();

    const user = userEvent.setup();
    renderWithApp(<RegisterCenterPage />);
    const row = await screen.findByTestId('affiliate-AGENT01');
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(await within(await screen.findByTestId('affiliate-AGENT01')).findByText('Disabled')).toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/relay/AGENT_affiliateCodeStatus')[0]!.body).toEqual({ id: 1, enabled: false });

    await user.type(screen.getByLabelText('Code'), 'x!');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('4 to 20 letters or digits');
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'team88');
    await user.type(screen.getByLabelText('Domain (optional)'), 'www.lucky.test');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    const created = await screen.findByTestId('affiliate-TEAM88');
    expect(api.callsTo('POST', '/wps/relay/AGENT_affiliateCodeCreate')[0]!.body).toEqual({
      code: 'team88',
      domain: 'www.lucky.test',
    });

    await user.click(within(created).getByRole('button', { name: 'QR code' }));
    const qr = await screen.findByTestId('affiliate-qr');
    expect(qr.querySelector('svg title')).toHaveTextContent('http://www.lucky.test/register?affiliateCode=TEAM88');
  });
});
