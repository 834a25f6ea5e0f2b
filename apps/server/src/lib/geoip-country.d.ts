// geoip-country ships no type declarations; only the lookup used by geo-location.ts is typed.
declare module 'geoip-country' {
  type GeoipCountryRecord = { country: string; name?: string; continent?: string };
  const geoip: { lookup(ip: string | number): GeoipCountryRecord | null };
  export default geoip;
}
