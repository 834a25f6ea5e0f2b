import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { makePromotion, memberState } from '../utils/promotions-test-data.ts';

const png = (name: string, size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('application dialog', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts characters, refuses a long comment and bad images, and sends the form with its images', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init.body as FormData);
        return new Response(
          JSON.stringify({
            success: true,
            value: { applicationId: 9, promotion: makePromotion({ id: 5, member: memberState('APPLYING') }) },
          }),
          { status: 200 },
        );
      }),
    );
    const onSent = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(
      <ApplicationDialog
        promotion={makePromotion({ id: 5, kind: 'APPLICATION', member: memberState('JOIN') })}
        onClose={() => undefined}
        onSent={onSent}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Apply: Promo 5' });
    expect(dialog).toBeInTheDocument();

    const comment = screen.getByLabelText('Comment');
    await user.type(comment, 'Big win on slots');
    expect(screen.getByTestId('promo-comment-counter')).toHaveTextContent('16 / 140 characters');
    await user.clear(comment);
    await user.click(comment);
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a comment of 1 to 140 characters.');
    expect(sent).toHaveLength(0);

    const picker = screen.getByLabelText('Screenshots');
    await user.upload(picker, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Images must be png or jpg');
    await user.upload(picker, [png('a.png'), png('b.png')]);
    await user.upload(picker, [png('c.png'), png('d.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('At most 3 images can be uploaded');
    await user.upload(picker, png('c.png'));
    expect(screen.getByText('3 of 3 images · png or jpg, at most 5 MB each')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));

    await user.clear(comment);
    await user.type(comment, '  Jackpot on Lucky Dragon!  ');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    const form = sent[0]!;
    expect(form.get('promotionId')).toBe('5');
    expect(form.get('comment')).toBe('Jackpot on Lucky Dragon!');
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['a.png', 'c.png']);
  });
});
