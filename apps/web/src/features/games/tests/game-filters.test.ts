import { describe, expect, it } from 'vitest';
import { classifiesFor, EMPTY_FILTERS, hasActiveFilters, toGameListQuery } from '../game-filters.ts';

describe('filter → gameList query', () => {
  it('sends only the page size for ALL with no filters', () => {
    expect(toGameListQuery({ category: 'ALL', vassalage: null }, EMPTY_FILTERS)).toEqual({ pageSize: 20 });
  });

  it('maps category, vendor and every filter to the endpoint fields', () => {
    const query = toGameListQuery(
      { category: 'RNG', vassalage: 'HOUSE_SLOTS' },
      { gameName: '  gold ', gameClassify: 'VIDEO_SLOT', minBet: '0.50', minLineNum: '20' },
    );
    expect(query).toEqual({
      pageSize: 20,
      gameType: 'RNG',
      vassalage: 'HOUSE_SLOTS',
      gameName: 'gold',
      gameClassify: 'VIDEO_SLOT',
      minBet: '0.50',
      minLineNum: 20,
    });
  });

  it('leaves out an unknown category, blank text and malformed numbers', () => {
    const query = toGameListQuery(
      { category: 'LOCAL', vassalage: '' },
      { gameName: '   ', gameClassify: '', minBet: 'abc', minLineNum: '-3' },
    );
    expect(query).toEqual({ pageSize: 20 });
  });

  it('cuts a long search to the 60 characters the endpoint accepts', () => {
    expect(
      toGameListQuery({ category: null, vassalage: null }, { ...EMPTY_FILTERS, gameName: 'x'.repeat(80) }).gameName,
    ).toHaveLength(60);
  });

  it('offers the classifies of the chosen vendor, or of every vendor in the category', () => {
    const vendors = [
      { vassalage: 'A', displayName: 'A', gameType: 'RNG' as const, gameClassifies: ['VIDEO_SLOT', 'CLASSIC_SLOT'] },
      { vassalage: 'B', displayName: 'B', gameType: 'RNG' as const, gameClassifies: ['VIDEO_SLOT', 'MEGAWAYS'] },
      { vassalage: 'C', displayName: 'C', gameType: 'LIVE' as const, gameClassifies: ['BACCARAT'] },
    ];
    expect(classifiesFor(vendors, { category: 'RNG', vassalage: null })).toEqual([
      'CLASSIC_SLOT',
      'MEGAWAYS',
      'VIDEO_SLOT',
    ]);
    expect(classifiesFor(vendors, { category: 'RNG', vassalage: 'B' })).toEqual(['MEGAWAYS', 'VIDEO_SLOT']);
    expect(classifiesFor(vendors, { category: 'ALL', vassalage: null })).toEqual([
      'BACCARAT',
      'CLASSIC_SLOT',
      'MEGAWAYS',
      'VIDEO_SLOT',
    ]);
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, minBet: '1.00' })).toBe(true);
  });
});
