import { describe, expect, it } from 'vitest';
import { DEFAULT_VN_ODDS } from './vn-bet-types.ts';
import { listVnExposures } from './vn-exposure.ts';

const odds = DEFAULT_VN_ODDS;

describe('listVnExposures', () => {
  it('exposes a lô bet per number and per hit, up to the 27 MB prize numbers', () => {
    expect(
      listVnExposures({
        bet: { type: 'lo-2', region: 'MB', picks: ['07', '45'], points: 3, stakePerPoint: 1000n },
        odds,
      }),
    ).toEqual([
      { kind: 'number', number: '07', payoutPerHit: 298_500n, maxHits: 27 },
      { kind: 'number', number: '45', payoutPerHit: 298_500n, maxHits: 27 },
    ]);
  });

  it('exposes đề once per number', () => {
    expect(
      listVnExposures({ bet: { type: 'de', region: 'MN', picks: ['99'], points: 1, stakePerPoint: 2000n }, odds }),
    ).toEqual([{ kind: 'number', number: '99', payoutPerHit: 199_000n, maxHits: 1 }]);
  });

  it('exposes a xiên per combination with its legs sorted, so the same combination always has one key', () => {
    const exposures = listVnExposures({
      bet: { type: 'xien-2', region: 'MB', picks: ['45', '07', '90'], points: 1, stakePerPoint: 1000n },
      odds,
    });
    expect(exposures).toEqual([
      { kind: 'combination', legs: ['07', '45'], payout: 16_000n },
      { kind: 'combination', legs: ['45', '90'], payout: 16_000n },
      { kind: 'combination', legs: ['07', '90'], payout: 16_000n },
    ]);
  });
});
