import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { FeedbackPage } from './feedback-page.tsx';

const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 });
const replied = {
  id: 3,
  category: 'PAYMENT',
  content: 'My deposit took an hour to arrive.',
  imageCount: 1,
  status: 'REPLIED',
  reply: 'Sorry, the bank was slow that day.',
  repliedAt: '2025-01-02T10:00:00Z',
  createdAt: '2025-01-01T10:00:00Z',
};

describe('feedback page', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts characters, refuses text outside the bounds, sends valid feedback and shows earlier replies', async () => {
    const api = mockApi({
      'GET /wps/feedback': () => ({ value: page([replied]) }),
      'PUT /wps/feedback': () => ({ value: { id: 4 } }),
    });
    const user = userEvent.setup();
    renderWithApp(<FeedbackPage />);
    const item = await screen.findByTestId('feedback-item');
    expect(within(item).getByText('Replied')).toBeInTheDocument();
    expect(within(item).getByText(/the bank was slow/)).toBeInTheDocument();

    const text = screen.getByLabelText('Your feedback');
    await user.type(text, 'Too short');
    expect(screen.getByTestId('feedback-counter')).toHaveTextContent('9 / 500 characters (at least 10)');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Feedback must be between 10 and 500 characters');
    expect(api.callsTo('PUT', '/wps/feedback')).toHaveLength(0);

    await user.clear(text);
    await user.type(text, '  Please add a dark theme.  ');
    await user.selectOptions(screen.getByLabelText('Category'), 'SUGGESTION');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/wps/feedback')[0]!.body).toEqual({
      category: 'SUGGESTION',
      content: 'Please add a dark theme.',
      imageIds: [],
    });
    expect(text).toHaveValue('');
  });

  it('refuses images that are not png or jpg', async () => {
    mockApi({ 'GET /wps/feedback': () => ({ value: page([]) }) });
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<FeedbackPage />);
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Images (optional)'), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Images must be png or jpg');
  });
});
