// Component values as people write them: lists of resistors or capacitors typed
// into one field ("4k7, 10k, 2M2" or "100n 4u7"), and SPICE netlist numbers
// ("1k", "10meg", "2.2u"). Shared by parallel-resistor, series-capacitor,
// current-divider (IEC 60062 letter code) and kirchhoff (SPICE convention).
import type { EngineError } from '../../core/contract.ts';
import { splitList, type ListRule } from '../../core/lists.ts';

/** IEC 60062 multiplier letters; case matters (m = milli, M = mega). R stands for the decimal point of plain ohms. */
const IEC_MULTIPLIERS: Record<string, number> = {
  p: 1e-12,
  n: 1e-9,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  m: 1e-3,
  R: 1,
  r: 1,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
};
const LETTERS = 'pnuµμmRrkKMGT';
// A number, an optional multiplier letter and an optional unit symbol ("4.7k", "100 nF", "10 Ω"). Each run of
// digits or blanks can be matched one way only: \d+\.?\d* or two \s* around an optional letter took quadratic time.
const PLAIN = new RegExp(`^([-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?)\\s*(?:([${LETTERS}])\\s*)?(Ω|[oO]hms?|F)?$`);
// "4k7", "2M2", "R47", "4u7": the letter stands in for the decimal point.
const RKM = new RegExp(`^(\\d*)([${LETTERS}])(\\d+)\\s*(Ω|[oO]hms?|F)?$`);

export interface IecValue {
  /** In base units (Ω or F) when `explicit`, else in the caller's unit. */
  value: number;
  /** The text carried a multiplier letter or a unit symbol, so it is already in base units. */
  explicit: boolean;
}

/**
 * A value in IEC 60062 notation: "4700", "4.7k", "4k7", "R47", "2M2", "100n", "4u7",
 * "10 kΩ", "100nF". undefined when the text is not such a value.
 */
export function parseIecValue(text: string): IecValue | undefined {
  const t = text.trim();
  const plain = PLAIN.exec(t);
  if (plain) {
    const [, digits, letter, unit] = plain;
    return { value: Number(digits) * (letter ? IEC_MULTIPLIERS[letter] : 1), explicit: Boolean(letter || unit) };
  }
  const rkm = RKM.exec(t);
  if (rkm) return { value: Number(`${rkm[1] || '0'}.${rkm[3]}`) * IEC_MULTIPLIERS[rkm[2]], explicit: true };
  return undefined;
}

/** SPICE scale factors (case-insensitive; M is milli, MEG is mega, MIL is 25.4 µm). */
const SPICE_SCALE: [string, number][] = [
  ['meg', 1e6],
  ['mil', 25.4e-6],
  ['f', 1e-15],
  ['p', 1e-12],
  ['n', 1e-9],
  ['u', 1e-6],
  ['m', 1e-3],
  ['k', 1e3],
  ['g', 1e9],
  ['t', 1e12],
];
const SPICE_NUMBER = /^([-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?)([a-zµ]*)$/i;

/** A SPICE number: "1k", "4.7u", "10meg", "1e-3", "100ohm" (letters after the scale factor are ignored, as SPICE does). */
export function parseSpiceValue(text: string): number | undefined {
  const m = SPICE_NUMBER.exec(text.trim());
  if (!m) return undefined;
  const suffix = m[2].toLowerCase().replace(/^µ/, 'u');
  if (suffix === '') return Number(m[1]);
  const scale = SPICE_SCALE.find(([s]) => suffix.startsWith(s));
  // Letters that are no scale factor are a unit name ("10ohm", "5V"): SPICE ignores them.
  return Number(m[1]) * (scale ? scale[1] : 1);
}

/**
 * prepare-hook helper: a text list in `field` (entries separated by commas, semicolons,
 * whitespace or new lines) becomes an array of its entries, read no further than the
 * field's maximum; blank text stays blank.
 */
export function listFromText(raw: Record<string, unknown>, field: string, rule: ListRule): Record<string, unknown> | EngineError {
  const v = raw[field];
  if (typeof v === 'string' && v.trim() !== '') {
    const items = splitList(v, /[,;\s]+/, field, rule);
    return Array.isArray(items) ? { ...raw, [field]: items } : items;
  }
  if (typeof v === 'number') return { ...raw, [field]: [v] };
  return raw;
}

export interface ComponentQuantity {
  /** e.g. 'resistance', for messages. */
  name: string;
  /** Base unit symbol, e.g. 'Ω'. */
  symbol: string;
  /** Example of a valid list for suggestions. */
  example: string;
}

/**
 * Entries of a component list in base units: JSON numbers and plain numeric text are in
 * `unitFactor` units (the page's unit select), text with a letter ("4k7", "100n") carries its own.
 */
export function readComponentList(items: readonly (number | string)[], unitFactor: number, field: string, q: ComponentQuantity): number[] | EngineError {
  const values: number[] = [];
  for (const [i, item] of items.entries()) {
    let v: number | undefined;
    if (typeof item === 'number') v = item * unitFactor;
    else {
      const parsed = parseIecValue(item);
      v = parsed === undefined ? undefined : parsed.explicit ? parsed.value : parsed.value * unitFactor;
    }
    if (v !== undefined && Number.isFinite(v) && v !== 0 && !Number.isFinite(1 / v)) {
      return {
        code: 'INPUT_OUT_OF_RANGE',
        field: `${field}.${i}`,
        detail: `Entry ${i + 1} of ${field} (${JSON.stringify(String(item).slice(0, 40))}) is too small to take its reciprocal in double precision.`,
        suggestion: `Give each ${q.name} with a realistic magnitude, or use a larger unit.`,
      };
    }
    if (v === undefined || !Number.isFinite(v)) {
      return {
        code: 'INVALID_NUMBER',
        field: `${field}.${i}`,
        detail: `Entry ${i + 1} of ${field} (${JSON.stringify(String(item).slice(0, 40))}) is not a ${q.name} value.`,
        suggestion: `Write each ${q.name} as a number in the selected unit or with an IEC 60062 letter, e.g. ${q.example}.`,
      };
    }
    values.push(v);
  }
  return values;
}

/** Too few entries in a component list, with a code that says which; null when the count is fine (the maximum is the schema's: boundedList). */
export function listSizeError(count: number, min: number, field: string, what: string): EngineError | null {
  if (count < min) {
    return {
      code: count === 0 ? 'MISSING_REQUIRED_INPUT' : 'TOO_FEW_VALUES',
      field,
      detail: `${field} has ${count} ${what}${count === 1 ? '' : 's'}; at least ${min} are needed.`,
      suggestion: `List at least ${min} ${what}s, separated by commas or spaces.`,
    };
  }
  return null;
}
