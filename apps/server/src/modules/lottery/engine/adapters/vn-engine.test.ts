import { describe, expect, it } from 'vitest';
import { DEFAULT_VN_ODDS, VN_BET_SPECS, VN_BET_TYPES } from '../vn-bet-types.ts';
import { drawVnResult, type VnResult } from '../vn-draw.ts';
import { createDrawStream } from '../draw-stream.ts';
import {
  expectRefusal,
  jsonRoundTrip,
  pick,
  placeAndSettle,
  seededRandomInt,
  sumByKey,
} from './adapter-test-support.ts';
import { vnEngine } from './vn-engine.ts';

// MB board. Lô numbers: 45 ×3 (special, G2, G7), 90 ×2 (G1, G2), 01–09 and 11–23 once; đề 45; G7 45 20 21 22.
const MB: VnResult = {
  region: 'MB',
  prizes: [
    { prize: 'special', numbers: ['12345'] },
    { prize: 'g1', numbers: ['67890'] },
    { prize: 'g2', numbers: ['11145', '22290'] },
    { prize: 'g3', numbers: ['33301', '44402', '55503', '66604', '77705', '88806'] },
    { prize: 'g4', numbers: ['1007', '2008', '3009', '4023'] },
    { prize: 'g5', numbers: ['5011', '6012', '7013', '8014', '9015', '0016'] },
    { prize: 'g6', numbers: ['117', '218', '319'] },
    { prize: 'g7', numbers: ['45', '20', '21', '22'] },
  ],
};

// MN station board: đề 56 (special 123456), G8 37. Lô numbers: 37, 56, 11 twice each; 22, 44, 01–10 once.
const MN: VnResult = {
  region: 'MN',
  prizes: [
    { prize: 'g8', numbers: ['37'] },
    { prize: 'g7', numbers: ['456'] },
    { prize: 'g6', numbers: ['1111', '2222', '3337'] },
    { prize: 'g5', numbers: ['4444'] },
    { prize: 'g4', numbers: ['10001', '10002', '10003', '10004', '10005', '10006', '10007'] },
    { prize: 'g3', numbers: ['20008', '20009'] },
    { prize: 'g2', numbers: ['30010'] },
    { prize: 'g1', numbers: ['40011'] },
    { prize: 'special', numbers: ['123456'] },
  ],
};

const vn = (betType: string, picks: string[], points = 1, unitStake = 1000n) =>
  pick(betType, [picks], unitStake, { points });
const play = (selection: ReturnType<typeof vn>, result: VnResult = MB) =>
  placeAndSettle({ engine: vnEngine, variant: result.region, selection, result });

describe('VN adapter: payouts from a fixed board (price → stored JSON → settle)', () => {
  it('pays a lô number out twice twice, on a bao lô of 27 in MB', () => {
    const { priced, settled } = play(vn('lo-2', ['90'], 2));
    expect(priced.cost).toBe(54_000n); // 27 × 2 points × 1,000
    expect(settled).toEqual({ outcome: 'WIN', payout: 398_000n }); // 2 hits × 2 points × 1,000 × 99.5
  });

  it('prices bao lô as coverage × points × unitStake: 27/23/20 in MB, 18/17/16 in MN', () => {
    expect(play(vn('lo-2', ['00'], 5)).priced.cost).toBe(27n * 5n * 1000n);
    expect(play(vn('lo-3', ['000'], 5)).priced.cost).toBe(23n * 5n * 1000n);
    expect(play(vn('lo-4', ['0000'], 5)).priced.cost).toBe(20n * 5n * 1000n);
    expect(play(vn('lo-2', ['00'], 5), MN).priced.cost).toBe(18n * 5n * 1000n);
    expect(play(vn('lo-3', ['000'], 5), MN).priced.cost).toBe(17n * 5n * 1000n);
    expect(play(vn('lo-4', ['0000'], 5), MN).priced.cost).toBe(16n * 5n * 1000n);
    expect(play(vn('lo-2', ['00', '01', '02'], 1)).priced).toMatchObject({ combinations: 3, cost: 81_000n });
  });

  it('pays đề on the Miền Bắc special prize (12345 → 45) and nothing on another number', () => {
    expect(play(vn('de', ['45'], 3))).toMatchObject({
      priced: { cost: 3_000n },
      settled: { outcome: 'WIN', payout: 298_500n },
    });
    expect(play(vn('de', ['44'], 3)).settled).toEqual({ outcome: 'LOSE', payout: 0n });
    expect(play(vn('de', ['56']), MN).settled.payout).toBe(99_500n); // MN special 123456
  });

  it('settles đề đầu on G7 in MB (4 covered) and G8 in MN, đầu/đuôi and 3 càng on the special', () => {
    expect(play(vn('de-dau', ['20']))).toMatchObject({ priced: { cost: 4_000n }, settled: { payout: 99_500n } });
    expect(play(vn('de-dau', ['37']), MN)).toMatchObject({ priced: { cost: 1_000n }, settled: { payout: 99_500n } });
    expect(play(vn('de-giai-nhat', ['90'])).settled.payout).toBe(99_500n);
    expect(play(vn('dau', ['4'])).settled.payout).toBe(9_800n);
    expect(play(vn('duoi', ['5'])).settled.payout).toBe(9_800n);
    expect(play(vn('3-cang', ['345'])).settled.payout).toBe(980_000n);
    expect(play(vn('lo-3', ['145'])).settled.payout).toBe(980_000n); // G2 11145; G7 "45" has no third digit
  });

  it('loses a xiên 2 with one leg missing, and pays only the complete tickets of an expanded xiên', () => {
    expect(play(vn('xien-2', ['45', '99'])).settled).toEqual({ outcome: 'LOSE', payout: 0n });
    expect(play(vn('xien-2', ['45', '90'])).settled).toEqual({ outcome: 'WIN', payout: 16_000n });
    // 3 numbers → 3 tickets (45-90, 45-99, 90-99), one complete.
    expect(play(vn('xien-2', ['99', '45', '90']))).toMatchObject({
      priced: { combinations: 3, cost: 3_000n },
      settled: { payout: 16_000n },
    });
    expect(play(vn('xien-3', ['01', '02', '45'])).settled.payout).toBe(72_000n);
  });

  it('pays lô trượt when no number is out and loses it when one is', () => {
    expect(play(vn('truot-4', ['30', '31', '32', '33'])).settled).toEqual({ outcome: 'WIN', payout: 2_800n });
    expect(play(vn('truot-4', ['30', '31', '32', '45'])).settled).toEqual({ outcome: 'LOSE', payout: 0n });
    // 5 numbers, one out (45): the C(4, 4) = 1 ticket without 45 wins, the four others lose.
    expect(play(vn('truot-4', ['30', '31', '32', '33', '45']))).toMatchObject({
      priced: { combinations: 5 },
      settled: { payout: 2_800n },
    });
    expect(play(vn('truot-4', ['30', '31', '32', '33']), MN).settled.payout).toBe(1_950n);
  });
});

describe('VN adapter: exposures and worst case', () => {
  it('exposes a lô bet per number up to its coverage and a xiên per sorted combination', () => {
    const lo = vnEngine.price({ selection: vn('lo-2', ['68', '27']), odds: vnEngine.defaultOdds('MB'), variant: 'MB' });
    expect(lo.exposures).toEqual([
      { key: 'lo-2:27', amount: 2_686_500n },
      { key: 'lo-2:68', amount: 2_686_500n },
    ]); // 27 × 99,500
    expect(lo.maxPayout).toBe(2_686_500n); // distinct numbers share the 27 prize numbers
    const xien = vnEngine.price({
      selection: vn('xien-2', ['90', '12', '45']),
      odds: vnEngine.defaultOdds('MB'),
      variant: 'MB',
    });
    expect(xien.exposures.map((e) => e.key)).toEqual(['xien-2:12-45', 'xien-2:12-90', 'xien-2:45-90']);
    expect(xien.maxPayout).toBe(48_000n);
    const totals = sumByKey([
      lo,
      lo,
      vnEngine.price({ selection: vn('de', ['27']), odds: vnEngine.defaultOdds('MB'), variant: 'MB' }),
    ]);
    expect(totals.get('lo-2:27')).toBe(5_373_000n);
    expect(totals.get('de:27')).toBe(99_500n); // a different bet type never shares the key
  });
});

describe('VN adapter: refusals', () => {
  const price = (selection: ReturnType<typeof vn>) =>
    vnEngine.price({ selection, odds: vnEngine.defaultOdds('MB'), variant: 'MB' });
  it('refuses bad bet types, picks, stakes and too many tickets with their codes', () => {
    expectRefusal(() => price(vn('lo-5', ['12'])), 'BAD_BET_TYPE', /unknown bet type lo-5/);
    expectRefusal(() => price(vn('constructor', ['12'])), 'BAD_BET_TYPE');
    expectRefusal(() => price(vn('lo-2', ['7'])), 'BAD_PICK', /2-digit/);
    expectRefusal(() => price(vn('lo-2', ['12', '12'])), 'BAD_PICK', /twice/);
    expectRefusal(() => price(vn('xien-3', ['12', '34'])), 'BAD_PICK', /at least 3/);
    expectRefusal(() => price(vn('de', [])), 'BAD_PICK');
    expectRefusal(() => price(pick('lo-2', [['12'], ['34']], 1000n)), 'BAD_PICK', /one group/);
    expectRefusal(() => price(pick('lo-2', [['12']], 1000n, { position: 1 })), 'BAD_PICK', /position/);
    expectRefusal(() => price(vn('lo-2', ['12'], 1, 0n)), 'BAD_STAKE', /unitStake/);
    expectRefusal(() => price(vn('lo-2', ['12'], 1, -5n)), 'BAD_STAKE');
    for (const points of [0, 1.5, -1, 1_000_001, Number.NaN])
      expectRefusal(() => price(vn('lo-2', ['12'], points)), 'BAD_STAKE', /points/);
    expect(price(vn('lo-2', ['12'], 1_000_000)).cost).toBe(27n * 1_000_000n * 1000n);
    const many = Array.from({ length: 46 }, (_, i) => String(i).padStart(2, '0'));
    expectRefusal(() => price(vn('xien-2', many)), 'TOO_MANY_TICKETS', /1035 tickets/); // C(46, 2)
  });

  it('treats an unknown region as a wiring error, not a player error', () => {
    expect(() => vnEngine.price({ selection: vn('lo-2', ['12']), odds: {}, variant: 'HN' })).toThrow(RangeError);
    expect(() => vnEngine.betTypes(null)).toThrow(/MB, MT or MN/);
  });
});

describe('VN adapter: results, odds and quick picks', () => {
  it('draws what the engine draws from (seed, drawId), JSON-safe and well formed', () => {
    for (const region of ['MB', 'MT', 'MN'] as const) {
      const ids = { seed: 'vn-seed', drawId: `vn-${region}-20261124` };
      const drawn = vnEngine.draw({ stream: createDrawStream(ids), variant: region });
      expect(drawn).toEqual(drawVnResult({ stream: createDrawStream(ids), region }));
      expect(jsonRoundTrip(drawn)).toStrictEqual(drawn);
      expect(vnEngine.isWellFormedResult({ result: jsonRoundTrip(drawn), variant: region })).toBe(true);
    }
  });

  it('rejects broken boards, and the settler refuses them with a RangeError', () => {
    const broken: unknown[] = [
      null,
      [],
      'MB',
      { ...MB, region: 'MN' },
      { region: 'MB', prizes: MB.prizes.slice(1) },
      {
        region: 'MB',
        prizes: MB.prizes.map((p) => (p.prize === 'g7' ? { ...p, numbers: ['45', '20', '21', '2x'] } : p)),
      },
      {
        region: 'MB',
        prizes: MB.prizes.map((p) => (p.prize === 'g7' ? { ...p, numbers: ['45', '20', '21', 22] } : p)),
      },
      { region: 'MB', prizes: MB.prizes.map((p) => (p.prize === 'special' ? { ...p, numbers: ['123456'] } : p)) },
      { region: 'MB', prizes: MB.prizes.map((p) => (p.prize === 'g6' ? { ...p, numbers: ['117', '218'] } : p)) },
      { region: 'MB', prizes: MB.prizes.map((p) => (p.prize === 'g1' ? { prize: 'g1', numbers: '67890' } : p)) },
    ];
    for (const result of broken) {
      expect(vnEngine.isWellFormedResult({ result, variant: 'MB' })).toBe(false);
      expect(() => vnEngine.createSettler({ result, odds: {}, variant: 'MB' })).toThrow(RangeError);
    }
    expect(vnEngine.isWellFormedResult({ result: MB, variant: 'MB' })).toBe(true);
  });

  it('describes a board: every prize number in board order, prize by prize, and the đề number', () => {
    const view = vnEngine.describeResult({ result: MN, variant: 'MN' });
    expect(view.numbers).toHaveLength(18);
    expect(view.numbers.slice(0, 3)).toEqual(['37', '456', '1111']);
    expect(view.board?.map((p) => p.prize)).toEqual(['g8', 'g7', 'g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'special']);
    expect(view.facts).toEqual({ de: '56' });
  });

  it('gives the region defaults as numbers and merges a partial override, refusing bad keys by name', () => {
    expect(vnEngine.defaultOdds('MN')['xien-2']).toBe(Number(DEFAULT_VN_ODDS.MN['xien-2']));
    const merged = vnEngine.parseOdds('MB', { 'lo-2': '98000', de: 98_500 });
    expect(merged).toMatchObject({ 'lo-2': 98_000, de: 98_500, 'lo-3': 980_000 });
    expect(vnEngine.parseOdds('MB', merged)).toEqual(merged);
    expect(vnEngine.parseOdds('MN', DEFAULT_VN_ODDS.MN)).toEqual(vnEngine.defaultOdds('MN')); // the engine's bigint table
    expect(() => vnEngine.parseOdds('MB', { de: 0n })).toThrow(/odds de .* got 0/);
    expect(play(vn('lo-2', ['90']), MB).settled.payout).toBe(199_000n);
    expect(
      placeAndSettle({ engine: vnEngine, variant: 'MB', selection: vn('lo-2', ['90']), result: MB, odds: merged })
        .settled.payout,
    ).toBe(196_000n);
    expect(() => vnEngine.parseOdds('MB', { 'lo-5': 1000 })).toThrow(/lo-5/);
    for (const bad of [0, -1000, 1.5, '9.5', 'abc', null, 2 ** 60])
      expect(() => vnEngine.parseOdds('MB', { de: bad })).toThrow(/odds de/);
    expect(() => vnEngine.parseOdds('MB', [])).toThrow(RangeError);
  });

  it('quick-picks valid, distinct numbers of the right length for every bet type', () => {
    const randomInt = seededRandomInt('vn-quick');
    for (const region of ['MB', 'MN'] as const) {
      for (const betType of VN_BET_TYPES) {
        for (let i = 0; i < 50; i += 1) {
          const picks = vnEngine.quickPick({ betType, variant: region, randomInt });
          expect(picks).toHaveLength(1);
          expect(picks[0]).toHaveLength(VN_BET_SPECS[betType].legs);
          expect(picks[0].every((n) => n.length === VN_BET_SPECS[betType].pickDigits)).toBe(true);
          expect(() =>
            vnEngine.price({ selection: { betType, picks, unitStake: 1000n, points: 1 }, odds: {}, variant: region }),
          ).not.toThrow();
        }
      }
    }
    expectRefusal(() => vnEngine.quickPick({ betType: 'lo-9', variant: 'MB', randomInt }), 'BAD_BET_TYPE');
  });
});
