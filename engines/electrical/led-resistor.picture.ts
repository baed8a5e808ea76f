// One LED string: supply, series resistor and the LEDs, with the voltage the
// resistor drops, the string current and the resistor's power and rating.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatSI } from '../core/si-format.ts';
import { arrowHead, diode, line, picture, polyline, resistor, source, text } from '../core/svg.ts';

interface Led {
  mode: 'resistor' | 'current';
  V_R: number;
  R: number;
  R_exact?: number;
  series?: string;
  I_string: number;
  I_total: number;
  P_R: number;
  P_R_rating?: number;
  efficiency_pct: number;
  resistor_count: number;
}

/** LEDs drawn one by one; a longer string shows the first and last with a count between. */
const MAX_DRAWN = 3;
const si = (x: number, unit: string) => formatSI(x, unit, 4);

export function drawLedResistor({ inputs, result }: PictureInput) {
  const r = result as Led;
  const Vs = Number(inputs.Vs);
  const Vf = Number(inputs.Vf);
  const count = Number(inputs.leds_in_series ?? 1);
  const strings = Number(inputs.strings ?? 1);
  const [left, right, top, bottom] = [70, 300, 46, 236];
  const shown = Math.min(count, MAX_DRAWN);
  const pitch = (bottom - top - 20) / shown;
  const nodes: SvgNode[] = [
    source([left, 141], 'dc'),
    polyline([[left, 125], [left, top], [110, top]]),
    resistor([110, top], [220, top]),
    polyline([[220, top], [right, top], [right, top + 20]]),
    polyline([[right, bottom], [left, bottom], [left, 157]]),
    text([left - 22, 137], 'Vs', { anchor: 'end' }),
    text([left - 22, 153], si(Vs, 'V'), { anchor: 'end', key: 'Vs', value: Vs }),
    text([165, top - 14], `R ${si(r.R, 'Ω')}${r.series ? ` (${r.series})` : ''}`, { anchor: 'middle', key: 'R', value: r.R }),
    text([165, top + 26], `drops ${si(r.V_R, 'V')}`, { cls: 'pic-label', anchor: 'middle', key: 'V_R', value: r.V_R }),
    text([165, top + 42], `${si(r.P_R, 'W')}${r.P_R_rating ? ` → use ${si(r.P_R_rating, 'W')} or more` : ''}`, { cls: 'pic-label', anchor: 'middle', key: 'P_R', value: r.P_R }),
    arrowHead([260, top], 0, 9, 'pic-solid'),
    text([258, top - 10], `I ${si(r.I_string, 'A')}`, { anchor: 'middle', key: 'I_string', value: r.I_string }),
  ];
  for (let i = 0; i < shown; i++) {
    const y0 = top + 20 + i * pitch;
    // With more LEDs than drawn, the gap before the last one stands for the rest.
    const gap = count > MAX_DRAWN && i === shown - 1;
    if (gap) nodes.push(line([right, y0], [right, y0 + 8]), text([right + 8, y0 + 20], `⋮ ${count - MAX_DRAWN} more`, { cls: 'pic-label' }));
    nodes.push(diode([right, gap ? y0 + 30 : y0], [right, y0 + pitch], true));
  }
  nodes.push(
    text([right + 30, 100], `${count} LED${count > 1 ? 's' : ''} × ${si(Vf, 'V')}`, { key: 'leds', value: count }),
    text([right + 30, 118], `efficiency ${r.efficiency_pct.toFixed(0)} %`, { cls: 'pic-label', key: 'efficiency_pct', value: r.efficiency_pct }),
  );
  if (strings > 1) nodes.push(text([right + 30, 142], `× ${strings} strings in parallel,`, { cls: 'pic-label' }), text([right + 30, 158], `${si(r.I_total, 'A')} in total`, { cls: 'pic-label', key: 'I_total', value: r.I_total }));
  const rating = r.P_R_rating ? ` (a ${si(r.P_R_rating, 'W')} part)` : '';
  return picture(
    480,
    256,
    `LED circuit: ${si(Vs, 'V')} supply, resistor ${si(r.R, 'Ω')} in series with ${count} LED${count > 1 ? 's' : ''} of ${si(Vf, 'V')}; the resistor drops ${si(r.V_R, 'V')} and dissipates ${si(r.P_R, 'W')}${rating}; string current ${si(r.I_string, 'A')}${strings > 1 ? `, ${strings} strings ${si(r.I_total, 'A')} in total` : ''}.`,
    nodes,
  );
}
