// IEC 60062:2016 colour code for leaded resistors: the colour table, colour-name
// parsing (names, common spellings and IEC 60757 letter codes), RKM value text
// ("4k7", "R47"), and decimal-exact encoding / decoding of 3- to 6-band markings.
import type { EngineError } from '../../core/contract.ts';
import { splitList, type ListRule } from '../../core/lists.ts';
import { E_SERIES, MANTISSAS, type ESeries } from './e-series.ts';
import { sameValue } from './standard-snap.ts';
import * as det from '../../core/det-math.ts';
import { own } from '../../core/own.ts';

export const COLORS = ['pink', 'silver', 'gold', 'black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white', 'none'] as const;
export type Color = (typeof COLORS)[number];

interface ColorCode {
  digit?: number;
  /** Power of ten of the multiplier band. */
  exponent?: number;
  tolerancePct?: number;
  tempcoPpm?: number;
}

/** IEC 60062:2016 Table 1 (significant figure, multiplier, tolerance, temperature coefficient in 10⁻⁶/K). */
export const COLOR_CODE: Record<Color, ColorCode> = {
  pink: { exponent: -3 },
  silver: { exponent: -2, tolerancePct: 10 },
  gold: { exponent: -1, tolerancePct: 5 },
  black: { digit: 0, exponent: 0, tempcoPpm: 250 },
  brown: { digit: 1, exponent: 1, tolerancePct: 1, tempcoPpm: 100 },
  red: { digit: 2, exponent: 2, tolerancePct: 2, tempcoPpm: 50 },
  orange: { digit: 3, exponent: 3, tolerancePct: 0.05, tempcoPpm: 15 },
  yellow: { digit: 4, exponent: 4, tolerancePct: 0.02, tempcoPpm: 25 },
  green: { digit: 5, exponent: 5, tolerancePct: 0.5, tempcoPpm: 20 },
  blue: { digit: 6, exponent: 6, tolerancePct: 0.25, tempcoPpm: 10 },
  violet: { digit: 7, exponent: 7, tolerancePct: 0.1, tempcoPpm: 5 },
  grey: { digit: 8, exponent: 8, tolerancePct: 0.01, tempcoPpm: 1 },
  white: { digit: 9, exponent: 9 },
  none: { tolerancePct: 20 },
};

const SPELLINGS: Record<string, Color> = {
  gray: 'grey', purple: 'violet', gld: 'gold', slv: 'silver',
  // IEC 60757 letter codes
  pk: 'pink', sr: 'silver', gd: 'gold', bk: 'black', bn: 'brown', rd: 'red', og: 'orange', ye: 'yellow', gn: 'green', bu: 'blue', vt: 'violet', gy: 'grey', wh: 'white',
  blank: 'none', '-': 'none',
};

/** A colour name, spelling variant or IEC 60757 code → colour; undefined when unknown. */
export const parseColor = (token: string): Color | undefined => {
  const t = token.trim().toLowerCase();
  return (COLORS as readonly string[]).includes(t) ? (t as Color) : own(SPELLINGS, t);
};

/** Band colours from text ("brown black red gold", "BN-BK-RD-GD", "brown,black,…") or an array. */
/** A resistor has at most 6 bands (IEC 60062): a longer list keeps the colour code's own error, INVALID_BAND_COUNT. */
export const BAND_LIST: ListRule = { max: 6, noun: 'bands', code: 'INVALID_BAND_COUNT', hint: 'list the bands from the end opposite the tolerance band, e.g. "brown black red gold"' };

export function splitBands(raw: unknown): unknown[] | EngineError {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return splitList(raw, /[\s,;/-]+/, 'bands', BAND_LIST);
  return [raw];
}

// Lower-case m is left out on purpose: it would read as milli, not mega.
const RKM = /^(\d*)([RrKkMGg])(\d*)$/;
const SUFFIX = /^(\d+(?:\.\d+)?|\.\d+)([kKMGg])$/;
const EXPONENT: Record<string, number> = { r: 0, k: 3, m: 6, g: 9 };

/** IEC 60062 RKM text ("4K7", "R47", "2M2") or a value with a prefix ("4.7k", "10 kΩ") → Ω as a decimal string; undefined otherwise. */
export function parseResistanceText(text: string): string | undefined {
  const t = text.replace(/\s+/g, '').replace(/(Ω|ohms?)$/i, '');
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t)) return t;
  const rkm = RKM.exec(t);
  if (rkm && (rkm[1] || rkm[3])) return scaled(`${rkm[1] || '0'}.${rkm[3] || '0'}`, EXPONENT[rkm[2].toLowerCase()]);
  const suffix = SUFFIX.exec(t);
  return suffix ? scaled(suffix[1], EXPONENT[suffix[2].toLowerCase()]) : undefined;
}

/** decimal × 10^exponent without binary rounding in between ("4.7", 3 → "4700"). */
const scaled = (decimal: string, exponent: number) => String(Number(`${decimal}e${exponent}`));

// ---- Decoding --------------------------------------------------------------------

export interface Marking {
  resistance: number;
  digits: string;
  exponent: number;
  tolerancePct: number | null;
  tempcoPpm?: number;
}

export type DecodeError = { code: string; detail: string; suggestion: string };

/** Band roles by band count (IEC 60062 §5: 2 or 3 significant figures, multiplier, tolerance, temperature coefficient). */
const LAYOUT: Record<number, ('digit' | 'exponent' | 'tolerance' | 'tempco')[]> = {
  3: ['digit', 'digit', 'exponent'],
  4: ['digit', 'digit', 'exponent', 'tolerance'],
  5: ['digit', 'digit', 'digit', 'exponent', 'tolerance'],
  6: ['digit', 'digit', 'digit', 'exponent', 'tolerance', 'tempco'],
};

const ROLE_NAME = { digit: 'a significant-figure', exponent: 'the multiplier', tolerance: 'the tolerance', tempco: 'the temperature-coefficient' } as const;

export function decodeBands(bands: Color[]): Marking | DecodeError {
  if (bands.length === 1 && bands[0] === 'black') return { resistance: 0, digits: '0', exponent: 0, tolerancePct: null };
  // A trailing "none" is the missing tolerance band of a 3-band (±20 %) resistor.
  const cut = bands.length === 4 && bands[3] === 'none' ? bands.slice(0, 3) : bands;
  const layout = LAYOUT[cut.length];
  if (!layout) {
    return { code: 'INVALID_BAND_COUNT', detail: `${bands.length} band${bands.length === 1 ? '' : 's'} given; resistor colour codes have 3, 4, 5 or 6 bands (or one black band for a zero-ohm link).`, suggestion: 'List every band from the end opposite the tolerance band, e.g. "brown black red gold".' };
  }
  let digits = '';
  let exponent = 0;
  let tolerancePct: number | null = 20;
  let tempcoPpm: number | undefined;
  for (let i = 0; i < layout.length; i++) {
    const role = layout[i];
    const c = cut[i];
    const code = COLOR_CODE[c];
    const value = role === 'digit' ? code.digit : role === 'exponent' ? code.exponent : role === 'tolerance' ? code.tolerancePct : code.tempcoPpm;
    if (value === undefined || (role === 'tolerance' && c === 'none' && cut.length > 3)) {
      const reversed = i === 0 && (c === 'gold' || c === 'silver');
      return {
        code: 'COLOR_NOT_VALID_FOR_BAND',
        detail: `Band ${i + 1} is ${c}, which is not ${ROLE_NAME[role]} colour in a ${cut.length}-band code.`,
        suggestion: reversed ? 'Gold and silver are tolerance or multiplier bands: read the resistor from the other end.' : `Check band ${i + 1}; valid ${ROLE_NAME[role].replace(/^(a|the) /, '')} colours are ${validColors(role).join(', ')}.`,
      };
    }
    if (role === 'digit') digits += String(value);
    else if (role === 'exponent') exponent = value;
    else if (role === 'tolerance') tolerancePct = value;
    else tempcoPpm = value;
  }
  return { resistance: Number(`${digits}e${exponent}`), digits, exponent, tolerancePct, ...(tempcoPpm === undefined ? {} : { tempcoPpm }) };
}

function validColors(role: keyof typeof ROLE_NAME): Color[] {
  return COLORS.filter((c) => {
    const code = COLOR_CODE[c];
    return role === 'digit' ? code.digit !== undefined : role === 'exponent' ? code.exponent !== undefined : role === 'tolerance' ? code.tolerancePct !== undefined && c !== 'none' : code.tempcoPpm !== undefined;
  });
}

// ---- Encoding --------------------------------------------------------------------

const colorWith = (pick: (c: ColorCode) => number | undefined, value: number): Color | undefined =>
  COLORS.find((c) => c !== 'none' && pick(COLOR_CODE[c]) === value);

export const toleranceColor = (pct: number) => colorWith((c) => c.tolerancePct, pct);
export const tempcoColor = (ppm: number) => colorWith((c) => c.tempcoPpm, ppm);
export const TOLERANCES = [...new Set(COLORS.flatMap((c) => (c === 'none' || COLOR_CODE[c].tolerancePct === undefined ? [] : [COLOR_CODE[c].tolerancePct!])))].sort((a, b) => a - b);
export const TEMPCOS = COLORS.flatMap((c) => (COLOR_CODE[c].tempcoPpm === undefined ? [] : [COLOR_CODE[c].tempcoPpm!])).sort((a, b) => a - b);

export interface Rounded {
  digits: string;
  exponent: number;
  value: number;
}

/** `ohms` rounded to `sig` significant figures as band digits and multiplier exponent (decimal-exact). */
export function roundToBands(ohms: number, sig: number): Rounded {
  const [mantissa, exp] = ohms.toExponential(sig - 1).split('e');
  const digits = mantissa.replace('.', '');
  const exponent = Number(exp) - (sig - 1);
  return { digits, exponent, value: Number(`${digits}e${exponent}`) };
}

export const MIN_EXPONENT = -3;
export const MAX_EXPONENT = 9;

/** Band colours for digits/exponent (+ tolerance and tempco colours when given). */
export function bandColors(r: Rounded, tolerance?: Color, tempco?: Color): Color[] {
  const digitColors = [...r.digits].map((d) => COLORS.find((c) => COLOR_CODE[c].digit === Number(d))!);
  const multiplier = COLORS.find((c) => COLOR_CODE[c].exponent === r.exponent)!;
  return [...digitColors, multiplier, ...(tolerance ? [tolerance] : []), ...(tempco ? [tempco] : [])];
}

// ---- E-series ---------------------------------------------------------------------

/** The smallest IEC 60063 series (E6 … E192) that contains `ohms`, or null. */
export function seriesOf(ohms: number): ESeries | null {
  if (!(ohms > 0)) return null;
  const mantissa = ohms / det.pow(10, Math.floor(det.log10(ohms)));
  // 999.9999999999999 Ω (noise below 1 kΩ) has mantissa 9.99…: it is 1.0 of the next decade.
  const m = sameValue(mantissa, 10) ? 1 : mantissa;
  return E_SERIES.find((s) => MANTISSAS[s].some((v) => sameValue(v, m))) ?? null;
}

/** The series a tolerance is made for (IEC 60063): ±20 % E6, ±10 % E12, ±5 % E24, ±2 % E48, ±1 % E96, tighter E192. */
export function seriesForTolerance(pct: number): ESeries {
  if (pct >= 20) return 'E6';
  if (pct >= 10) return 'E12';
  if (pct >= 5) return 'E24';
  if (pct >= 2) return 'E48';
  if (pct >= 1) return 'E96';
  return 'E192';
}

/** Series with two significant figures (encodable with 3 or 4 bands). */
export const TWO_FIGURE_SERIES: readonly ESeries[] = ['E6', 'E12', 'E24'];
