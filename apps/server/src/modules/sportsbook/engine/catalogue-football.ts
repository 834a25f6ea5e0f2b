/**
 * The two virtual football leagues: invented clubs (no real club's name), rated so that a season looks like a real
 * top flight — two or three title contenders, a long middle, a few sides fighting relegation. With the model's
 * 1.5 / 1.2 goals for an average home / away side, the best home side against the worst away side expects about
 * 2.6 goals to 0.6, and a middle-table match about 1.5 to 1.2.
 */
import type { TeamEntrant, TeamLeague } from './catalogue-types.ts';

/** [short name, name, attack, defence]; the code is the league's prefix and the short name. */
type TeamRow = readonly [string, string, number, number];

export function teamsOf(prefix: string, rows: readonly TeamRow[]): TeamEntrant[] {
  return rows.map(([shortName, name, attack, defence]) => ({
    code: `${prefix}-${shortName}`,
    name,
    shortName,
    strength: { attack, defence },
  }));
}

const CROWN_LEAGUE: readonly TeamRow[] = [
  ['ASA', 'Ashbury Athletic', 1.42, 1.28],
  ['KMR', 'Kingsmere Rovers', 1.34, 1.3],
  ['THU', 'Thornbridge United', 1.26, 1.15],
  ['CAC', 'Caldwell City', 1.15, 1.12],
  ['FEW', 'Fenwick Wanderers', 1.12, 1.02],
  ['RAV', 'Ravensholm FC', 1.04, 1.08],
  ['ELA', 'Eldermoor Albion', 1.02, 0.98],
  ['BRT', 'Brackwater Town', 0.98, 1.0],
  ['HCH', 'Highcliff Harriers', 0.95, 0.94],
  ['STV', 'Stonevale United', 0.92, 0.96],
  ['WMR', 'Westmarsh Rangers', 0.9, 0.9],
  ['OAB', 'Oakhurst Borough', 0.86, 0.92],
  ['GHC', 'Greyhaven City', 0.84, 0.86],
  ['PNA', 'Pennford Athletic', 0.8, 0.84],
  ['LSC', 'Larkspur County', 0.77, 0.8],
  ['DMF', 'Dunmere Forest', 0.72, 0.78],
];

const SOL_LIGA: readonly TeamRow[] = [
  ['RVD', 'Real Valdoria', 1.45, 1.22],
  ['DAL', 'Deportivo Almara', 1.36, 1.26],
  ['ASL', 'Atlético Sierraluz', 1.18, 1.24],
  ['UCA', 'Unión Castelar', 1.14, 1.06],
  ['RMO', 'Racing Montejo', 1.08, 1.04],
  ['SMV', 'Sporting Marvela', 1.06, 0.98],
  ['CPB', 'CD Puerto Brisa', 1.0, 1.02],
  ['RTC', 'Real Torrecampo', 0.97, 0.97],
  ['CFR', 'CF Ribaflor', 0.94, 0.95],
  ['ULV', 'UD Lomavista', 0.93, 0.91],
  ['CAD', 'Club Arenadoro', 0.89, 0.93],
  ['SDV', 'SD Valleoscuro', 0.87, 0.88],
  ['COL', 'Ciudad de Olmeda', 0.83, 0.87],
  ['APB', 'Athletic Peñablanca', 0.81, 0.83],
  ['CRS', 'CD Río Sereno', 0.76, 0.82],
  ['ECO', 'Estrella Corvana', 0.74, 0.79],
];

export const FOOTBALL_LEAGUES: readonly TeamLeague[] = [
  { code: 'FBL-PL', sport: 'FOOTBALL', name: 'Crown League', teams: teamsOf('PL', CROWN_LEAGUE) },
  { code: 'FBL-LL', sport: 'FOOTBALL', name: 'Sol Liga', teams: teamsOf('LL', SOL_LIGA) },
];
