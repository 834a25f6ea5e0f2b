import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { OpsFeedbackDesk } from '../feedback/ops-feedback-desk.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { ContentDesk } from './content-desk.tsx';

const page = <T,>(list: T[]) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: list.length ? 1 : 0,
});

describe('ops content desks', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('ops-token', { id: 2, username: 'admin', role: 'admin' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('creates an announcement with its languages and shows it in the list', async () => {
    const notices: Record<string, unknown>[] = [];
    const api = mockApi({
      'GET /ops/api/content/notices': () => ({ value: page(notices) }),
      'POST /ops/api/content/notices': ({ body }) => {
        const saved = {
          ...(body as object),
          id: 7,
          platform: 'W',
          execution: 'B',
          sort: 0,
          startsAt: '2025-01-01T00:00:00Z',
          endsAt: null,
          createdAt: '2025-01-01T00:00:00Z',
          state: 'ACTIVE',
        };
        notices.push(saved);
        return { value: saved };
      },
    });
    renderWithApp(<ContentDesk />, { path: '/ops' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByTestId('notice-form');
    await user.selectOptions(within(form).getAllByRole('combobox')[0]!, 'PU');
    await user.type(within(form).getByLabelText('Title EN'), 'Scheduled upgrade');
    await user.type(within(form).getByLabelText('Title VI'), 'Nâng cấp định kỳ');
    await user.type(within(form).getByLabelText('Content EN'), 'A short upgrade on Monday.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/content/notices')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/content/notices')[0]!.body).toMatchObject({
      type: 'PU',
      title: { EN: 'Scheduled upgrade', VI: 'Nâng cấp định kỳ' },
      content: { EN: 'A short upgrade on Monday.' },
      endsAt: null,
    });
    expect(await screen.findByText('Scheduled upgrade')).toBeInTheDocument();
    expect(screen.getByText('Saved. The change is in the audit log.')).toBeInTheDocument();
  });

  it('sends a message to every member after a confirmation and lists it', async () => {
    const sent: Record<string, unknown>[] = [];
    const api = mockApi({
      'GET /ops/api/content/notices': () => ({ value: page([]) }),
      'GET /ops/api/messages': () => ({ value: page(sent) }),
      'POST /ops/api/messages': ({ body }) => {
        sent.push({
          id: 1,
          audience: 'ALL',
          username: null,
          title: (body as { title: string }).title,
          recipients: 3,
          operator: 'admin',
          createdAt: '2025-01-01T00:00:00Z',
        });
        return { value: { id: 1, recipients: 3 } };
      },
    });
    // The browser's own dialog: answered yes here (not every test DOM has one to spy on).
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderWithApp(<ContentDesk />, { path: '/ops' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const form = await screen.findByTestId('message-form');
    await user.selectOptions(within(form).getByRole('combobox'), 'ALL');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'New games this week');
    await user.type(within(form).getByRole('textbox', { name: 'Content' }), 'Five new slots arrived.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await screen.findByText('Sent to 3 members.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/messages')[0]!.body).toEqual({
      audience: 'ALL',
      title: 'New games this week',
      body: 'Five new slots arrived.',
    });
    expect(await within(screen.getByTestId('ops-messages')).findByText('New games this week')).toBeInTheDocument();
  });

  it('creates a banner linking to a site page, its body checked and sent as the contract has it', async () => {
    const api = mockApi({
      'GET /ops/api/content/banners': () => ({ value: [] }),
      'POST /ops/api/content/banners': () => ({ value: { id: 3 } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ContentDesk />, { path: '/ops' });
    await user.click(await screen.findByRole('tab', { name: 'Banners' }));
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const form = screen.getByTestId('banner-form');
    await user.type(within(form).getByLabelText('Image'), '/assets/banners/spring.svg');
    expect(within(form).getByRole('img', { name: 'Banner preview' })).toHaveAttribute(
      'src',
      '/assets/banners/spring.svg',
    );
    await user.selectOptions(within(form).getByLabelText('Link type'), 'INTERNAL');
    await user.type(within(form).getByLabelText('Link'), ' /promotions ');
    await user.type(within(form).getByLabelText('Title EN'), 'Spring');
    await user.type(within(form).getByLabelText('Subtitle VI'), 'Mùa xuân');
    await user.type(within(form).getByLabelText('Button text EN'), 'Play');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/content/banners')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/content/banners')[0]!.body).toEqual({
      groupName: 'w_home',
      imageUrl: '/assets/banners/spring.svg',
      title: { EN: 'Spring' },
      // Optional in every language: only what was typed is sent.
      subtitle: { VI: 'Mùa xuân' },
      buttonText: { EN: 'Play' },
      linkageType: 'INTERNAL',
      linkUrl: '/promotions',
      sort: 0,
      enabled: true,
    });
  });

  it("shows a feedback's images as thumbnails fetched with the operator call", async () => {
    const item = {
      id: 9,
      username: 'demo',
      category: 'PROBLEM',
      content: 'The slot froze.',
      imageCount: 2,
      status: 'NEW',
      reply: null,
      repliedAt: null,
      createdAt: '2025-01-01T10:00:00Z',
    };
    const api = mockApi({
      'GET /ops/api/feedback': () => ({ value: page([item]) }),
      'GET /ops/api/feedback/image': ({ query }) => ({
        value: { feedbackId: 9, index: Number(query.get('index')), mime: 'image/png', size: 4, dataBase64: 'iVBORw==' },
      }),
    });
    renderWithApp(<OpsFeedbackDesk />, { path: '/ops' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View images (2)' }));
    const images = await within(screen.getByTestId('feedback-images')).findAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'data:image/png;base64,iVBORw==',
      'data:image/png;base64,iVBORw==',
    ]);
    expect(
      api
        .callsTo('GET', '/ops/api/feedback/image')
        .map((call) => call.query.get('index'))
        .sort(),
    ).toEqual(['0', '1']);
  });
});
