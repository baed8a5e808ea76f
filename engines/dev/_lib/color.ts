// sRGB hex colour notation shared by hex-to-rgb and rgb-to-hex
// (CSS Color Module Level 4 §5.2: #RGB, #RGBA, #RRGGBB, #RRGGBBAA).

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0–255 alpha channel, or null when the notation has none (opaque). */
  a: number | null;
}

export type HexParse = { ok: true; color: Rgba } | { ok: false; code: string; detail: string; suggestion: string };

const NOT_HEX = /[^0-9a-f]/i;

/** The text as a message quotes it: 24 characters at most (60 KB of it made a 130 KB error). */
const quoted = (text: string) => {
  const chars = Array.from(text.slice(0, 50));
  return chars.length > 24 ? `${chars.slice(0, 20).join('')}…` : text;
};

/** Parses a hex colour, with or without '#', in any letter case; surrounding whitespace is ignored. */
export function parseHexColor(text: string): HexParse {
  const trimmed = text.trim();
  const offset = trimmed.startsWith('#') ? 1 : 0;
  const digits = trimmed.slice(offset);
  // Everything before the first non-hex character is ASCII, so its index counts characters too.
  const bad = digits.search(NOT_HEX);
  if (bad >= 0) {
    const looksPrefixed = /^0x/i.test(digits);
    return {
      ok: false,
      code: 'INVALID_HEX_COLOR',
      detail: `'${String.fromCodePoint(digits.codePointAt(bad)!)}' at character ${bad + offset + 1} of '${quoted(trimmed)}' is not a hex digit (0–9, A–F).`,
      suggestion: looksPrefixed ? "Write the colour as #RRGGBB (CSS notation), not with a 0x prefix, e.g. #FF8000." : 'Use only the digits 0–9 and letters A–F, e.g. #FF8000 or #F80.',
    };
  }
  const chars = digits.split('');
  if (![3, 4, 6, 8].includes(chars.length)) {
    return {
      ok: false,
      code: 'INVALID_HEX_COLOR',
      detail: `'${quoted(trimmed)}' has ${chars.length} hex digit${chars.length === 1 ? '' : 's'}; a hex colour has 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA).`,
      suggestion: chars.length === 0 ? 'Give a colour such as #FF8000.' : 'Check for a missing or extra digit, e.g. #FF8000.',
    };
  }
  // Short forms repeat each digit: #F80 is #FF8800.
  const pairs = chars.length <= 4 ? chars.map((c) => c + c) : Array.from({ length: chars.length / 2 }, (_, i) => chars[2 * i] + chars[2 * i + 1]);
  const [r, g, b, a] = pairs.map((p) => parseInt(p, 16));
  return { ok: true, color: { r, g, b, a: a ?? null } };
}

const byteHex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** '#RRGGBB', or '#RRGGBBAA' when there is an alpha channel; uppercase. */
export const formatHexColor = ({ r, g, b, a }: Rgba) => `#${byteHex(r)}${byteHex(g)}${byteHex(b)}${a === null ? '' : byteHex(a)}`;
