/**
 * The e-sports titles and the cockfight pool: invented teams and birds rated on the Elo scale from about 1350 to
 * 1750, so the strongest side beats the weakest about nine times in ten on one map, and two neighbours in the
 * table meet close to even.
 */
import type { CockfightPool, EsportsTitle, RatedEntrant } from './catalogue-types.ts';

/** [short name, name, rating]; the code is the title's prefix and the short name. */
type RatedRow = readonly [string, string, number];

function ratedOf(prefix: string, rows: readonly RatedRow[]): RatedEntrant[] {
  return rows.map(([shortName, name, rating]) => ({ code: `${prefix}-${shortName}`, name, shortName, rating }));
}

export const ESPORTS_TITLES: readonly EsportsTitle[] = [
  {
    code: 'MOBA',
    sport: 'MOBA',
    name: 'Ancient Lanes Championship',
    teams: ratedOf('MB', [
      ['NVA', 'Nova Aegis', 1745],
      ['CRM', 'Crimson Monarchs', 1700],
      ['VXG', 'Vortex Gaming', 1650],
      ['SLW', 'Silent Wyverns', 1610],
      ['ECL', 'Eclipse Division', 1570],
      ['JDE', 'Jade Sentinels', 1540],
      ['BLZ', 'Blazefront', 1500],
      ['OBS', 'Obsidian Tide', 1460],
      ['RUN', 'Runebound Five', 1410],
      ['PXL', 'Pixel Nomads', 1355],
    ]),
  },
  {
    code: 'SHOOT',
    sport: 'SHOOTER',
    name: 'Tactical Strike Series',
    teams: ratedOf('SH', [
      ['HLX', 'Helix Tactical', 1740],
      ['FRG', 'Frostguard', 1690],
      ['KRT', 'Kestrel Ops', 1635],
      ['IRN', 'Iron Wolves Esports', 1580],
      ['ZNT', 'Zenith Five', 1530],
      ['DRK', 'Darkwater Syndicate', 1470],
      ['SPK', 'Spark Collective', 1420],
      ['GHX', 'Ghostline', 1360],
    ]),
  },
];

export const COCKFIGHT_POOL: CockfightPool = {
  code: 'COCK',
  sport: 'COCKFIGHT',
  name: 'Cockfight',
  arenas: [
    { code: 'GSP', name: 'Golden Spur Arena' },
    { code: 'RVP', name: 'Riverside Pit' },
  ],
  birds: ratedOf('CK', [
    ['RTH', 'Red Thunder', 1650],
    ['GSP', 'Golden Spur', 1635],
    ['BKN', 'Black Knight', 1620],
    ['SKR', 'Sky Raider', 1605],
    ['IRC', 'Iron Comb', 1590],
    ['EMB', 'Ember Wing', 1580],
    ['STM', 'Storm Crest', 1570],
    ['WHG', 'White Ghost', 1560],
    ['COP', 'Copper King', 1550],
    ['SHD', 'Shadow Talon', 1540],
    ['BLF', 'Blue Fury', 1530],
    ['JKL', 'Jackal Heart', 1520],
    ['SNF', 'Sun Fire', 1510],
    ['GRV', 'Grey Vandal', 1500],
    ['ONX', 'Onyx Blade', 1490],
    ['RBY', 'Ruby Hackle', 1480],
    ['WLD', 'Wild Rooster', 1470],
    ['DST', 'Dust Devil', 1460],
    ['SLV', 'Silver Spur', 1450],
    ['TGR', 'Tiger Stripe', 1440],
    ['MDN', 'Midnight Crow', 1430],
    ['BRZ', 'Bronze Brawler', 1420],
    ['PEP', 'Pepper Kick', 1405],
    ['LUC', 'Lucky Feather', 1390],
  ]),
};
