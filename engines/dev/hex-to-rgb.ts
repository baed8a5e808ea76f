// Hex colour (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) → red, green, blue (and alpha) channels.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { fail, ok } from '../core/outcome.ts';
import { formatHexColor, parseHexColor } from './_lib/color.ts';

const input = z.object({ hex: z.string() });

const output = z.strictObject({
  r: z.number(),
  g: z.number(),
  b: z.number(),
  alpha: z.number(),
  hasAlpha: z.boolean(),
  hex: z.string(),
  css: z.string(),
});

/** Alpha in CSS text: at most 3 decimals, trailing zeros dropped (0.502, 0.5, 1). */
const cssAlpha = (alpha: number) => String(Number(alpha.toFixed(3)));

export const engine = defineEngine({
  id: 'hex-to-rgb',
  area: 'dev',
  title: 'Hex to RGB colour converter',
  description: 'Convert a hex colour code (#RGB, #RRGGBB, or with alpha #RGBA, #RRGGBBAA) to its red, green and blue values 0–255, the alpha and a CSS rgb() string.',
  keywords: ['hex to rgb', 'hex color', 'hex colour', 'html color code', 'css color', 'color converter', 'colour converter', '#RRGGBB', 'rgba', 'web color'],
  version: '1.0.0',
  page: 'dev',
  input,
  output,
  unit: null,
  errors: ['INVALID_HEX_COLOR'],
  warnings: [],
  formula: { id: 'hex-to-rgb', expression: 'R = 0xRR, G = 0xGG, B = 0xBB; short #RGB doubles each digit (#F80 = #FF8800)', label: 'Hex colour notation (CSS Color 4 §5.2)' },
  assumptions: [
    "Accepted: 3, 4, 6 or 8 hex digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA as in CSS Color Module Level 4 §5.2), with or without '#', in any letter case; surrounding spaces are ignored.",
    'Short forms repeat each digit (#F80 → #FF8800). Channels are integers 0–255 in sRGB.',
    'With 4 or 8 digits the last channel is alpha: alpha = AA / 255 (0 transparent … 1 opaque), hasAlpha is true and css is rgba(); without it alpha is 1. css shows alpha rounded to 3 decimals.',
    'hex is the normalised long form in uppercase.',
  ],
  ui: {
    fields: { hex: { label: 'Hex colour', kind: 'text', placeholder: '#FF8000' } },
    initial: { hex: '#ff8000' },
    headline: 'css',
    outputs: {
      r: { label: 'Red channel (0–255)' },
      g: { label: 'Green channel (0–255)' },
      b: { label: 'Blue channel (0–255)' },
      alpha: { label: 'Alpha (0 transparent … 1 opaque)' },
      hasAlpha: { label: 'Has an alpha channel' },
      css: { label: 'CSS colour' },
    },
  },
  examples: [
    { name: 'Orange #ff8000', inputs: { hex: '#ff8000' }, expect: { status: 'success', values: { r: 255, g: 128, b: 0, hex: '#FF8000', css: 'rgb(255, 128, 0)' } }, source: 'Conformance vector; 0xFF = 255, 0x80 = 128, 0x00 = 0.' },
    { name: 'CSS named colour rebeccapurple', inputs: { hex: '663399' }, expect: { status: 'success', values: { r: 102, g: 51, b: 153 } }, source: 'CSS Color Module Level 4 §6.1 named colors: rebeccapurple = #663399 = rgb(102, 51, 153).' },
    { name: 'Short form #F80', inputs: { hex: '#F80' }, expect: { status: 'success', values: { r: 255, g: 136, b: 0, hex: '#FF8800' } }, source: 'CSS Color 4 §5.2: #RGB is #RRGGBB with each digit repeated.' },
    { name: 'With alpha #FF000080', inputs: { hex: '#FF000080' }, expect: { status: 'success', values: { r: 255, g: 0, b: 0, alpha: 128 / 255, hasAlpha: true, css: 'rgba(255, 0, 0, 0.502)' } }, source: 'CSS Color 4 §5.2: the fourth pair is alpha; 0x80 / 255 = 0.50196.' },
    { name: 'Five digits', inputs: { hex: '#FF800' }, expect: { status: 'error', code: 'INVALID_HEX_COLOR' }, source: 'CSS Color 4 §5.2 allows only 3, 4, 6 or 8 digits.' },
  ],
  limitations: ['sRGB hex notation only: no named colours (red, rebeccapurple), hsl() or other colour spaces.'],
  compute({ hex }) {
    const parsed = parseHexColor(hex);
    if (!parsed.ok) return fail(parsed.code, 'hex', parsed.detail, parsed.suggestion);
    const { r, g, b, a } = parsed.color;
    const alpha = a === null ? 1 : a / 255;
    const css = a === null ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${cssAlpha(alpha)})`;
    return ok({ r, g, b, alpha, hasAlpha: a !== null, hex: formatHexColor(parsed.color), css }, { formatted: `${formatHexColor(parsed.color)} = ${css}` });
  },
});
