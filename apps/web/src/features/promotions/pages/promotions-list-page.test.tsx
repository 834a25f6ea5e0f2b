import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { makePromotion, memberState } from '../utils/promotions-test-data.ts';
import { PromotionsListPage } from './promotions-list-page.tsx';

const LIST = '/wps/relay/MCS2_promotionList';

describe('promotions page', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a visitor the cards with a login action and filters by type through the tabs', async () => {
    const api = mockApi({
      [`GET ${LIST}`]: () => ({
        value: { list: [makePromotion({ id: 1 }), makePromotion({ id: 2, kind: 'RAFFLE', type: 'EVENT' })] },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PromotionsListPage />, { path: '/promotions' });
    expect(await screen.findAllByTestId('promo-card')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Promo 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log in to join' })).toHaveLength(2);
    expect(screen.queryByTestId('promo-status')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET', LIST).some((call) => call.query.get('type') === 'EVENT')).toBe(true),
    );
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  });

  it("loads the first row's images at once, the first one first, and the rest when scrolled to", async () => {
    mockApi({
      [`GET ${LIST}`]: () => ({
        value: { list: [1, 2, 3, 4, 5].map((id) => makePromotion({ id, image: `/assets/promotions/p${id}.svg` })) },
      }),
    });
    renderWithApp(<PromotionsListPage />, { path: '/promotions' });
    const images = (await screen.findAllByTestId('promo-card')).map((card) => card.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
  });

  it("shows the member's statuses and joins, claims and shows turnover progress", async () => {
    logInAs(0);
    let joined = false;
    const api = mockApi({
      [`GET ${LIST}`]: () => ({
        value: {
          list: [
            makePromotion({ id: 1, member: memberState(joined ? 'JOINED' : 'JOIN') }),
            makePromotion({ id: 2, type: 'DEPOSIT', member: memberState('CLAIM', { claimable: '12.50' }) }),
            makePromotion({
              id: 3,
              member: memberState('PROCESS', { paid: '100.00', progress: { current: '300.00', target: '1600.00' } }),
            }),
            makePromotion({ id: 4, startsAt: '2098-01-01T00:00:00Z', member: memberState('COMING_SOON') }),
          ],
        },
      }),
      'POST /wps/relay/MCS2_joinPromotion': () => {
        joined = true;
        return { value: makePromotion({ id: 1, member: memberState('JOINED') }) };
      },
      'POST /wps/relay/MCS2_claimPromotion': () => ({
        value: { amount: '12.50', promotion: makePromotion({ id: 2, member: memberState('PROCESS') }) },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PromotionsListPage />, { path: '/promotions' });
    const cards = await screen.findAllByTestId('promo-card');
    expect(cards.map((card) => within(card).getByTestId('promo-status').textContent)).toEqual([
      'Join',
      'Claim',
      'In progress',
      'Coming soon',
    ]);
    expect(within(cards[2]!).getByTestId('promo-turnover')).toHaveTextContent('300.00 / 1,600.00');
    expect(within(cards[3]!).getByRole('button', { name: 'Coming soon' })).toBeDisabled();

    await user.click(within(cards[0]!).getByTestId('promo-join'));
    expect(await screen.findByText('You joined. Make a qualifying deposit to unlock your bonus.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/wps/relay/MCS2_joinPromotion')[0]!.body).toEqual({ promotionId: 1 });
    expect(await screen.findByTestId('promo-deposit')).toBeInTheDocument();

    await user.click(within(cards[1]!).getByRole('button', { name: 'Claim 12.50' }));
    expect(await screen.findByText('12.50 was added to your wallet.')).toBeInTheDocument();
  });

  it("translates a refused claim into the member's message", async () => {
    logInAs(0);
    mockApi({
      [`GET ${LIST}`]: () => ({
        value: { list: [makePromotion({ id: 2, member: memberState('CLAIM', { claimable: '5.00' }) })] },
      }),
      'POST /wps/relay/MCS2_claimPromotion': () => ({
        status: 409,
        code: 'promotion.closed',
        message: 'This promotion has ended',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PromotionsListPage />, { path: '/promotions' });
    await user.click(await screen.findByTestId('promo-claim'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion has ended');
  });
});
