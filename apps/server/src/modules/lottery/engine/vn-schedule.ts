import { VN_REGIONS, type VnRegionCode, type VnStation } from './vn-regions.ts';
import { weekdayOfLocalDate, zonedDateTimeToInstant, type LocalDate } from './zoned-time.ts';

export type VnDraw = {
  /** Stable and unique per region, station and date: it is also the HMAC message prefix of the draw stream. */
  drawId: string;
  region: VnRegionCode;
  station: VnStation;
  localDate: LocalDate;
  drawAt: Date;
};

const REGION_ORDER: readonly VnRegionCode[] = ['MN', 'MT', 'MB'];

export function formatVnDrawId({
  region,
  stationCode,
  date,
}: {
  region: VnRegionCode;
  stationCode: string;
  date: LocalDate;
}): string {
  return `vn-${region}-${stationCode}-${date.replaceAll('-', '')}`.toLowerCase();
}

/**
 * The draws of one local date, in draw-time order (MN 16:15, MT 17:15, MB 18:15). The region's wall-clock time
 * is read in `timeZone` (the merchant's zone, normally Asia/Ho_Chi_Minh), so the instants follow from the inputs.
 */
export function listVnDrawsOfDate({ date, timeZone }: { date: LocalDate; timeZone: string }): VnDraw[] {
  const weekday = weekdayOfLocalDate(date);
  return REGION_ORDER.flatMap((code) => {
    const region = VN_REGIONS[code];
    const drawAt = zonedDateTimeToInstant({ date, time: region.drawTime, timeZone });
    return (region.stationsByWeekday[weekday] ?? []).map((station) => ({
      drawId: formatVnDrawId({ region: code, stationCode: station.code, date }),
      region: code,
      station,
      localDate: date,
      drawAt,
    }));
  });
}
