const AVATAR_HUES = [12, 38, 152, 188, 212, 262, 292, 330];

/** A hue picked from the nickname, so a player keeps one colour across hands and tables. */
export function avatarHue(nickname: string): number {
  let hash = 0;
  for (const char of nickname) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_HUES[hash % AVATAR_HUES.length]!;
}

/** The first letter of a nickname (a whole character, so Thai and Vietnamese letters are not cut in half). */
export function initialOf(nickname: string): string {
  const first = [...nickname.trim()][0];
  return first ? first.toUpperCase() : '?';
}

/** A player's avatar drawn from the nickname: a coloured disc with the initial (computer players get a visor). */
export function SeatAvatar({ nickname, isComputer }: { nickname: string; isComputer: boolean }) {
  const hue = avatarHue(nickname);
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <circle cx={50} cy={50} r={44} fill={`hsl(${hue} 55% 38%)`} stroke={`hsl(${hue} 70% 70%)`} strokeWidth={3} />
      {isComputer ? (
        <g fill="none" stroke="#f5f7fb" strokeWidth={5} strokeLinecap="round">
          <rect x={26} y={34} width={48} height={34} rx={10} />
          <path d="M50 34V22M38 51h0M62 51h0" strokeWidth={9} />
        </g>
      ) : (
        <text x={50} y={64} textAnchor="middle" fontSize={42} fontWeight={700} fill="#f5f7fb" fontFamily="inherit">
          {initialOf(nickname)}
        </text>
      )}
    </svg>
  );
}
