/** FNV-1a of the name, as a hue: picks the fallback's colours, so each undrawn title keeps its own look. */
function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0) % 360;
}

const SPARKLES = [
  [38, 40, 3],
  [200, 34, 4],
  [186, 128, 2.5],
  [52, 132, 2],
  [150, 24, 2],
]
  .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.75"/>`)
  .join('');

/** A lit stage in the title's hue: dark edges, faint rays from behind the centre, a shadow for the object on it. */
const stage = (hue: number, glowHue: number): string =>
  `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${hue},65%,9%)"/></radialGradient>
<radialGradient id="glow"><stop offset="0" stop-color="hsl(${glowHue},100%,75%)" stop-opacity=".7"/><stop offset="1" stop-color="hsl(${glowHue},100%,60%)" stop-opacity="0"/></radialGradient></defs>
<rect width="240" height="180" fill="url(#bg)"/>
<g fill="#fff" opacity=".07"><path d="M120 78 60 0h30z"/><path d="M120 78 150 0h30z"/><path d="M120 78 0 40v30z"/><path d="M120 78 240 40v30z"/></g>
<ellipse cx="120" cy="150" rx="80" ry="14" fill="#000" opacity=".35"/>
<circle cx="120" cy="84" r="70" fill="url(#glow)"/>`;

/** A faceted gem: any game. */
const gem = (hue: number): string =>
  `<linearGradient id="gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},95%,80%)"/><stop offset=".5" stop-color="hsl(${hue},85%,55%)"/><stop offset="1" stop-color="hsl(${hue},80%,28%)"/></linearGradient>
${stage((hue + 320) % 360, hue)}
<path d="M92 58h56l18 24-46 58-46-58z" fill="url(#gem)" stroke="hsl(${hue},90%,88%)" stroke-width="1.5"/>
<path d="M74 82h92M92 58l10 24 18 58 18-58 10-24M102 82l18-24 18 24" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/>
<path d="M96 62h22l-12 16z" fill="#fff" opacity=".35"/>`;

/** Three glossy draw balls, a third of the colour wheel apart: a lottery game. */
function lotteryBalls(hue: number): string {
  const balls = [
    { x: 82, y: 104, r: 28, hue: (hue + 120) % 360 },
    { x: 160, y: 104, r: 28, hue: (hue + 240) % 360 },
    { x: 121, y: 88, r: 36, hue },
  ];
  const gradients = balls
    .map(
      (ball, index) =>
        `<radialGradient id="ball${index}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="hsl(${ball.hue},90%,85%)"/><stop offset=".45" stop-color="hsl(${ball.hue},80%,52%)"/><stop offset="1" stop-color="hsl(${ball.hue},75%,22%)"/></radialGradient>`,
    )
    .join('');
  const drawn = balls
    .map(
      (ball, index) =>
        `<circle cx="${ball.x}" cy="${ball.y}" r="${ball.r}" fill="url(#ball${index})"/>` +
        `<circle cx="${ball.x}" cy="${ball.y}" r="${ball.r * 0.45}" fill="#fff" opacity=".92"/>` +
        `<circle cx="${ball.x}" cy="${ball.y}" r="${ball.r * 0.3}" fill="none" stroke="hsl(${ball.hue},70%,40%)" stroke-width="2"/>` +
        `<ellipse cx="${ball.x - ball.r * 0.4}" cy="${ball.y - ball.r * 0.5}" rx="${ball.r * 0.3}" ry="${ball.r * 0.16}" fill="#fff" opacity=".6" transform="rotate(-30 ${ball.x - ball.r * 0.4} ${ball.y - ball.r * 0.5})"/>`,
    )
    .join('');
  return `${gradients}${stage((hue + 200) % 360, (hue + 60) % 360)}${drawn}`;
}

/**
 * The tile of a title nobody has drawn yet, in the title's own hue: draw balls for a lottery (`lottery-…`), a faceted
 * gem otherwise, with a few sparkles. No text (the tile shows the title below it), so nothing from the name reaches
 * the markup but a number.
 */
export function drawFallbackIcon(name: string): string {
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
<defs>${name.startsWith('lottery-') ? lotteryBalls(hue) : gem(hue)}
${SPARKLES}
</svg>`;
}
