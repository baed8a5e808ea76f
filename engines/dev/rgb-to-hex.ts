// Red, green, blue (and optional alpha) → '#RRGGBB' / '#RRGGBBAA'. Nothing is
// clamped or rounded silently: a channel outside 0–255 or with a fraction is an error.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { formatHexColor } from './_lib/color.ts';

const input = z.object({ r: z.number(), g: z.number(), b: z.number(), alpha: z.optional(z.number()) });

const CHANNELS = ['r', 'g', 'b'] as const;
const CHANNEL_NAMES = { r: 'red', g: 'green', b: 'blue' };

export const engine = defineEngine({
  id: 'rgb-to-hex',
  area: 'dev',
  title: 'RGB to hex colour converter',
  description: 'Convert red, green and blue values (0–255), and optionally an alpha 0–1, to a hex colour code #RRGGBB or #RRGGBBAA for CSS and HTML.',
  keywords: ['rgb to hex', 'rgb to hex color', 'rgb to html', 'color code', 'colour code', 'hex color', 'css color', 'color converter', 'rgba to hex', '#RRGGBB'],
  version: '1.0.0',
  page: 'dev',
  input,
  output: z.string(),
  unit: null,
  errors: ['ALPHA_OUT_OF_RANGE', 'COLOR_CHANNEL_NOT_INTEGER', 'COLOR_CHANNEL_OUT_OF_RANGE'],
  warnings: ['ALPHA_ROUNDED'],
  formula: { id: 'rgb-to-hex', expression: '#RRGGBB: each channel 0–255 as two hex digits', label: 'Hex colour notation (CSS Color 4 §5.2)' },
  assumptions: [
    'r, g, b are sRGB channels and must be whole numbers from 0 to 255; any other value is an error naming the channel (nothing is clamped or rounded).',
    'Output is uppercase #RRGGBB; with alpha (0 transparent … 1 opaque) it is #RRGGBBAA with AA = round(alpha × 255), half up.',
    'When alpha × 255 is not a whole number the alpha is rounded to the nearest 1/255 and warning ALPHA_ROUNDED gives the value actually encoded.',
  ],
  ui: {
    fields: {
      r: { label: 'Red', unit: '0–255', kind: 'integer', min: 0, max: 255, step: 1 },
      g: { label: 'Green', unit: '0–255', kind: 'integer', min: 0, max: 255, step: 1 },
      b: { label: 'Blue', unit: '0–255', kind: 'integer', min: 0, max: 255, step: 1 },
      alpha: { label: 'Alpha (optional)', unit: '0–1', kind: 'number', min: 0, max: 1, step: 'any', help: 'Opacity from 0 (transparent) to 1 (opaque); leave blank for #RRGGBB.' },
    },
    initial: { r: 255, g: 128, b: 0 },
  },
  examples: [
    { name: 'Orange rgb(255, 128, 0)', inputs: { r: 255, g: 128, b: 0 }, expect: { status: 'success', values: { '': '#FF8000' } }, source: '255 = 0xFF, 128 = 0x80, 0 = 0x00.' },
    { name: 'CSS named colour rebeccapurple', inputs: { r: 102, g: 51, b: 153 }, expect: { status: 'success', values: { '': '#663399' } }, source: 'CSS Color Module Level 4 §6.1 named colors: rebeccapurple = rgb(102, 51, 153) = #663399.' },
    { name: 'Half-transparent red', inputs: { r: 255, g: 0, b: 0, alpha: 0.5 }, expect: { status: 'success', values: { '': '#FF000080' } }, source: 'CSS Color 4 §5.2 #RRGGBBAA; 0.5 × 255 = 127.5 → 128 = 0x80.' },
    { name: 'Channel above 255', inputs: { r: 256, g: 0, b: 0 }, expect: { status: 'error', code: 'COLOR_CHANNEL_OUT_OF_RANGE' }, source: 'sRGB 8-bit channels are 0–255 (CSS Color 4 §5.2).' },
    { name: 'Fractional channel', inputs: { r: 12.5, g: 0, b: 0 }, expect: { status: 'error', code: 'COLOR_CHANNEL_NOT_INTEGER' }, source: 'A hex digit pair encodes a whole number 0–255.' },
  ],
  limitations: ['8 bits per channel only; percentages (rgb(100% 50% 0%)) must be converted to 0–255 first.'],
  compute(inp) {
    // Every bad channel is listed, so a form can mark them all at once.
    const problems = CHANNELS.flatMap((k) => {
      const v = inp[k];
      if (v < 0 || v > 255) return [{ k, code: 'COLOR_CHANNEL_OUT_OF_RANGE', constraint: `${CHANNEL_NAMES[k]} must be 0–255, got ${v}` }];
      if (!Number.isInteger(v)) return [{ k, code: 'COLOR_CHANNEL_NOT_INTEGER', constraint: `${CHANNEL_NAMES[k]} must be a whole number, got ${v}` }];
      return [];
    });
    if (problems.length) {
      const first = problems[0];
      const v = inp[first.k];
      return fail(
        first.code,
        first.k,
        `${first.k} (${CHANNEL_NAMES[first.k]}) ${first.code === 'COLOR_CHANNEL_OUT_OF_RANGE' ? `is ${v}, outside 0–255` : `is ${v}, not a whole number`}${problems.length > 1 ? `; also ${problems.slice(1).map((p) => p.k).join(', ')}` : ''}.`,
        first.code === 'COLOR_CHANNEL_OUT_OF_RANGE'
          ? `Give ${first.k} from 0 to 255${v > 255 && v <= 65535 ? ' (16-bit values must be scaled: divide by 257)' : ''}.`
          : `Give ${first.k} as a whole number, e.g. ${Math.round(v)}.`,
        { invalid_parameters: problems.map((p) => ({ name: `inputs.${p.k}`, constraint: p.constraint })) },
      );
    }
    const warnings: Warning[] = [];
    let a: number | null = null;
    if (inp.alpha !== undefined) {
      const alpha = inp.alpha;
      if (alpha < 0 || alpha > 1) {
        return fail('ALPHA_OUT_OF_RANGE', 'alpha', `alpha is ${alpha}; it is an opacity from 0 (transparent) to 1 (opaque).`, alpha > 1 && alpha <= 255 ? `For a 0–255 alpha of ${alpha}, give ${Number((alpha / 255).toFixed(4))}.` : 'Give alpha from 0 to 1, or leave it blank for an opaque colour.');
      }
      a = Math.round(alpha * 255);
      if (Math.abs(alpha * 255 - a) > 1e-9) {
        warnings.push(warning('ALPHA_ROUNDED', `alpha ${alpha} × 255 = ${Number((alpha * 255).toFixed(6))} is not a whole number; encoded ${a}/255 = ${Number((a / 255).toFixed(6))}.`, undefined, 'info'));
      }
    }
    return ok(formatHexColor({ r: inp.r, g: inp.g, b: inp.b, a }), { warnings });
  },
});
