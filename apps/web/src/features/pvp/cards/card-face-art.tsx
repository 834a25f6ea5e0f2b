import type { CardFace } from './card-codes.ts';
import { suitColour, SuitShape } from './suit-shapes.tsx';

/** The card's drawing box: 2.5 × 3.5, the poker card's proportions. */
export const CARD_WIDTH = 250;
export const CARD_HEIGHT = 350;

const LEFT = 82;
const MIDDLE = 125;
const RIGHT = 168;
const TOP = 80;
const BOTTOM = 270;
const CENTRE = 175;
/** Rows of the 9 and 10: the top and bottom rows with two between, evenly spaced. */
const UPPER_THIRD = TOP + (BOTTOM - TOP) / 3;
const LOWER_THIRD = TOP + (2 * (BOTTOM - TOP)) / 3;

type Pip = [x: number, y: number];

const sides = (...rows: number[]): Pip[] =>
  rows.flatMap((y): Pip[] => [
    [LEFT, y],
    [RIGHT, y],
  ]);

/** Where the pips of 2–10 stand (index = rank: 0 is the 2), the layout printed on standard decks. */
const PIP_LAYOUTS: readonly Pip[][] = [
  [
    [MIDDLE, TOP],
    [MIDDLE, BOTTOM],
  ],
  [
    [MIDDLE, TOP],
    [MIDDLE, CENTRE],
    [MIDDLE, BOTTOM],
  ],
  sides(TOP, BOTTOM),
  [...sides(TOP, BOTTOM), [MIDDLE, CENTRE]],
  sides(TOP, CENTRE, BOTTOM),
  [...sides(TOP, CENTRE, BOTTOM), [MIDDLE, (TOP + CENTRE) / 2]],
  [...sides(TOP, CENTRE, BOTTOM), [MIDDLE, (TOP + CENTRE) / 2], [MIDDLE, (CENTRE + BOTTOM) / 2]],
  [...sides(TOP, UPPER_THIRD, LOWER_THIRD, BOTTOM), [MIDDLE, CENTRE]],
  [
    ...sides(TOP, UPPER_THIRD, LOWER_THIRD, BOTTOM),
    [MIDDLE, (TOP + UPPER_THIRD) / 2],
    [MIDDLE, (LOWER_THIRD + BOTTOM) / 2],
  ],
];

/** The printed letters' face, on every card (corners and court cards). */
const SERIF = "Georgia, 'Times New Roman', serif";

/** The card's white body with its grey edge: the same under a face and a back. */
function CardBody() {
  return (
    <rect
      x={2}
      y={2}
      width={CARD_WIDTH - 4}
      height={CARD_HEIGHT - 4}
      rx={18}
      fill="#ffffff"
      stroke="#c9ccd6"
      strokeWidth={3}
    />
  );
}

function Corner({ face, rotated }: { face: CardFace; rotated: boolean }) {
  const colour = suitColour(face.suit);
  return (
    <g transform={rotated ? `rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})` : undefined}>
      <text
        x={28}
        y={54}
        textAnchor="middle"
        fontSize={face.rankLabel === '10' ? 40 : 48}
        fontWeight={700}
        fontFamily={SERIF}
        letterSpacing={face.rankLabel === '10' ? -3 : 0}
        fill={colour}
      >
        {face.rankLabel}
      </text>
      <SuitShape suit={face.suit} x={28} y={80} size={30} />
    </g>
  );
}

/** A crown for kings, a coronet for queens, a feathered cap for jacks: drawn above the letter and mirrored below. */
const COURT_EMBLEMS: Record<string, string> = {
  K: 'M-34 14L-34 -10L-17 4L0 -18L17 4L34 -10L34 14Z',
  Q: 'M-30 14L-30 0Q-15 -16 0 -2Q15 -16 30 0L30 14ZM0 -20A7 7 0 1 1 0 -6A7 7 0 1 1 0 -20Z',
  J: 'M-32 14Q-30 -8 0 -10Q22 -10 30 4L34 14ZM8 -10Q20 -30 36 -22Q24 -16 16 -8Z',
};

function CourtArt({ face }: { face: CardFace }) {
  const colour = suitColour(face.suit);
  const emblem = COURT_EMBLEMS[face.rankLabel] ?? '';
  return (
    <g>
      <rect x={52} y={52} width={146} height={246} rx={10} fill="#fbf3dc" stroke={colour} strokeWidth={3} />
      <rect x={60} y={60} width={130} height={230} rx={6} fill="none" stroke="#d9b24a" strokeWidth={2} />
      {['translate(125 96)', 'translate(125 254) rotate(180)'].map((transform) => (
        <path key={transform} d={emblem} fill="#d9a21b" stroke={colour} strokeWidth={2.5} transform={transform} />
      ))}
      <text
        x={MIDDLE}
        y={CENTRE + 30}
        textAnchor="middle"
        fontSize={92}
        fontWeight={700}
        fontFamily={SERIF}
        fill={colour}
      >
        {face.rankLabel}
      </text>
      <SuitShape suit={face.suit} x={84} y={132} size={26} />
      <SuitShape suit={face.suit} x={166} y={218} size={26} rotated />
    </g>
  );
}

function CentreArt({ face }: { face: CardFace }) {
  if (face.rankLabel === 'A')
    return <SuitShape suit={face.suit} x={MIDDLE} y={CENTRE} size={face.suit === 'spades' ? 120 : 96} />;
  if (face.rankLabel === 'J' || face.rankLabel === 'Q' || face.rankLabel === 'K') return <CourtArt face={face} />;
  const pips = PIP_LAYOUTS[face.rank] ?? [];
  return (
    <g>
      {pips.map(([x, y]) => (
        <SuitShape key={`${x}:${y}`} suit={face.suit} x={x} y={y} size={44} rotated={y > CENTRE} />
      ))}
    </g>
  );
}

/** Everything drawn on a face, inside the card's white body. */
export function CardFaceArt({ face }: { face: CardFace }) {
  return (
    <g>
      <CardBody />
      <CentreArt face={face} />
      <Corner face={face} rotated={false} />
      <Corner face={face} rotated />
    </g>
  );
}

/** A diamond lattice drawn as one path, so the back needs no pattern element (and no document-wide id). */
function latticePath(): string {
  const step = 22;
  const segments: string[] = [];
  for (let offset = -CARD_HEIGHT; offset < CARD_WIDTH + CARD_HEIGHT; offset += step) {
    segments.push(`M${offset} 0L${offset + CARD_HEIGHT} ${CARD_HEIGHT}`);
    segments.push(`M${offset} ${CARD_HEIGHT}L${offset + CARD_HEIGHT} 0`);
  }
  return segments.join('');
}
const LATTICE = latticePath();

/** The back: the house's navy with a gold lattice and a star in the middle, framed in white like a printed deck. */
export function CardBackArt() {
  return (
    <g>
      <CardBody />
      <svg
        x={16}
        y={16}
        width={CARD_WIDTH - 32}
        height={CARD_HEIGHT - 32}
        viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
        preserveAspectRatio="none"
      >
        <rect width={CARD_WIDTH} height={CARD_HEIGHT} rx={12} fill="#1b2a5c" />
        <path d={LATTICE} stroke="#d9a21b" strokeOpacity={0.55} strokeWidth={3} />
      </svg>
      <rect
        x={16}
        y={16}
        width={CARD_WIDTH - 32}
        height={CARD_HEIGHT - 32}
        rx={12}
        fill="none"
        stroke="#d9a21b"
        strokeWidth={4}
      />
      <circle cx={CARD_WIDTH / 2} cy={CARD_HEIGHT / 2} r={44} fill="#1b2a5c" stroke="#f5c451" strokeWidth={5} />
      <path
        d="M0 -30L8.8 -12.1L28.5 -9.3L14.3 4.6L17.6 24.3L0 15L-17.6 24.3L-14.3 4.6L-28.5 -9.3L-8.8 -12.1Z"
        fill="#f5c451"
        transform={`translate(${CARD_WIDTH / 2} ${CARD_HEIGHT / 2 + 2})`}
      />
    </g>
  );
}
