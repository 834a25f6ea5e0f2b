/**
 * The virtual basketball league: twelve invented franchises. Ratings stay within ±4% of average because points
 * are many: with 112 points an average side, the best home side against the worst visitor expects about 123 to
 * 102, and most matches are within six points, as in real leagues.
 */
import { teamsOf } from './catalogue-football.ts';
import type { TeamLeague } from './catalogue-types.ts';

export const BASKETBALL_LEAGUES: readonly TeamLeague[] = [
  {
    code: 'BSK-1',
    sport: 'BASKETBALL',
    name: 'Continental Hoops League',
    teams: teamsOf('BK', [
      ['HAR', 'Harbor City Mariners', 1.04, 1.03],
      ['SUM', 'Summit Peak Condors', 1.035, 1.035],
      ['IRV', 'Ironvale Forgers', 1.025, 1.015],
      ['LAK', 'Lakeshore Herons', 1.015, 1.0],
      ['DES', 'Desert Mirage Scorpions', 1.01, 0.995],
      ['RIV', 'Riverbend Otters', 1.0, 1.005],
      ['MET', 'Metro Junction Express', 0.995, 0.99],
      ['PIN', 'Pinecrest Lumberjacks', 0.985, 0.995],
      ['GUL', 'Gulfport Tritons', 0.98, 0.985],
      ['PRA', 'Prairie Storm', 0.975, 0.975],
      ['CAN', 'Canyon Ridge Rattlers', 0.965, 0.97],
      ['NOR', 'Northgate Huskies', 0.96, 0.965],
    ]),
  },
];
