// The resistor as it looks on the bench: a body with its colour bands in their
// real colours, what each band means under it, and the value with its range.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { formatSI } from '../core/si-format.ts';
import { line, picture, rect, text } from '../core/svg.ts';
import { type Color, COLOR_CODE } from './_lib/resistor-color-code.ts';

interface ColorResult {
  resistance: number;
  value_text: string;
  bands: Color[];
  band_count: number;
  tolerance_pct: number;
  tempco_ppm?: number;
  min: number;
  max: number;
  nearest_standard?: { series: string; value_text: string; error_pct: number };
}

/** Screen colours of the IEC 60062 band colours (the standard names them; these are their usual renderings). */
const PAINT: Record<Exclude<Color, 'none'>, string> = {
  pink: '#ff9eb5', silver: '#c0c0c0', gold: '#cfa53b', black: '#000000', brown: '#8b4513', red: '#e0241b', orange: '#ff8c00',
  yellow: '#ffd700', green: '#1e9e3a', blue: '#1f5fe0', violet: '#8a2be2', grey: '#808080', white: '#ffffff',
};

const BODY = { x: 110, y: 52, w: 260, h: 60 };

const multiplier = (exp: number) => `×${exp >= 0 ? formatSI(10 ** exp) : formatNumber(10 ** exp)}`;

/** What band i of an n-band marking says (IEC 60062: digits, multiplier, tolerance, temperature coefficient). */
function meaning(color: Color, i: number, n: number): string {
  const code = COLOR_CODE[color];
  const digits = n >= 5 ? 3 : 2;
  if (i < digits) return String(code.digit);
  if (i === digits) return multiplier(code.exponent!);
  if (i === digits + 1) return `±${code.tolerancePct} %`;
  return `${code.tempcoPpm} ppm/K`;
}

export function drawResistorColor({ result }: PictureInput) {
  const r = result as ColorResult;
  const n = r.bands.length;
  const digits = n >= 5 ? 3 : 2;
  // Value bands from the left; tolerance and temperature bands apart on the right, as printed.
  const xOf = (i: number) => (i <= digits ? 138 + i * 30 : 300 + (i - digits - 1) * 30);
  const nodes: SvgNode[] = [
    line([20, BODY.y + BODY.h / 2], [460, BODY.y + BODY.h / 2]),
    rect(BODY.x, BODY.y, BODY.w, BODY.h, 'pic-fill', { rx: 16 }),
  ];
  r.bands.forEach((color, i) => {
    const x = xOf(i);
    // The paint has no class (a class's fill would win over it); the pic-line outline keeps black and white bands visible in both themes.
    if (color !== 'none') nodes.push({ tag: 'rect', attrs: { x: x - 9, y: BODY.y, width: 18, height: BODY.h, fill: PAINT[color], 'data-key': `band${i}`, 'data-value': color } }, rect(x - 9, BODY.y, 18, BODY.h, 'pic-line'));
    nodes.push(
      text([x, i % 2 ? 28 : 42], color, { cls: 'pic-label', anchor: 'middle' }),
      // The temperature band's longer text goes a line lower, clear of the tolerance.
      text([x, BODY.y + BODY.h + (i > digits + 1 ? 38 : 20)], meaning(color, i, n), { anchor: 'middle' }),
    );
  });
  nodes.push(
    rect(BODY.x, BODY.y, BODY.w, BODY.h, 'pic-line', { rx: 16 }),
    text([240, 172], `${r.value_text} ±${r.tolerance_pct} %${r.tempco_ppm ? `, ${r.tempco_ppm} ppm/K` : ''}`, { anchor: 'middle', key: 'resistance', value: r.resistance }),
    text([240, 192], `${formatSI(r.min, 'Ω', 4)} to ${formatSI(r.max, 'Ω', 4)}`, { cls: 'pic-label', anchor: 'middle', key: 'range', value: `${r.min}-${r.max}` }),
  );
  const nearest = r.nearest_standard ? ` Nearest ${r.nearest_standard.series} value: ${r.nearest_standard.value_text}.` : '';
  if (nearest) nodes.push(text([240, 212], nearest.trim(), { cls: 'pic-label', anchor: 'middle', key: 'nearest_standard', value: r.nearest_standard!.value_text }));
  return picture(
    480,
    nearest ? 224 : 204,
    `${n}-band resistor ${r.bands.join(', ')}: ${r.value_text} ±${r.tolerance_pct} % (${formatSI(r.min, 'Ω', 4)} to ${formatSI(r.max, 'Ω', 4)})${r.tempco_ppm ? `, ${r.tempco_ppm} ppm/K` : ''}.${nearest}`,
    nodes,
  );
}
