// The cross-section picture shared by pcb-microstrip and pcb-stripline: copper
// planes, dielectric and trace drawn in proportion (width, height and copper
// thickness from the answer), with dimension arrows in the user's unit and Z0.
import type { Picture, PictureInput, SvgNode } from '../../core/contract.ts';
import { formatNumber } from '../../core/numeric.ts';
import { dimension, line, picture, rect, text } from '../../core/svg.ts';
import { readStackup } from './pcb-impedance.ts';
import { isOutcome } from '../../core/outcome.ts';
import { LENGTH_UNITS, type LengthUnit } from './rf-units.ts';

interface Line {
  Z0: number;
  eps_eff: number;
  width_mm: number;
  w_over_h: number;
  delay_ps_per_mm: number;
}

const CENTRE = 200;
const PLANE = 8;
/** Drawing budget in px: the stack's height and the trace's width. */
const [MAX_STACK, MAX_WIDTH] = [96, 200];
/** Smallest drawn sizes, so a very thin trace or dielectric stays visible. */
const [MIN_WIDTH, MIN_HEIGHT, MIN_COPPER] = [8, 14, 2];

export function crossSection(kind: 'microstrip' | 'stripline', { inputs, result }: PictureInput): Picture | null {
  const r = result as Line;
  const stack = readStackup(inputs as Parameters<typeof readStackup>[0]);
  if (isOutcome(stack)) return null;
  const unit = inputs.unit as LengthUnit;
  const len = (m: number) => `${formatNumber(m / LENGTH_UNITS[unit], 4)} ${unit === 'um' ? 'µm' : unit}`;
  const w = r.width_mm / 1000;
  const { h, t, er } = stack;
  // One scale for all three sizes (a true picture), minimums only where a size would vanish.
  const stackHeight = kind === 'stripline' ? 2 * h + t : h + t;
  const scale = Math.min(MAX_STACK / stackHeight, MAX_WIDTH / w);
  const [wp, hp, tp] = [Math.max(MIN_WIDTH, w * scale), Math.max(MIN_HEIGHT, h * scale), Math.max(MIN_COPPER, t * scale)];
  // Copper drawn thicker than it is does not make the picture misleading; a stretched width or height does.
  const distorted = wp !== w * scale || hp !== h * scale;

  const base = 184; // top of the bottom plane
  const traceBottom = base - hp;
  const traceTop = traceBottom - tp;
  const dielectricTop = kind === 'stripline' ? traceTop - hp : traceBottom;
  const [left, right] = [CENTRE - wp / 2, CENTRE + wp / 2];
  const nodes: SvgNode[] = [
    rect(30, dielectricTop, 400, base - dielectricTop, 'pic-fill'),
    rect(30, base, 400, PLANE, 'pic-solid'),
    rect(left, traceTop, wp, tp, 'pic-solid'),
    text([36, base - 8], `εr ${formatNumber(er, 4)}`, { cls: 'pic-label', key: 'er', value: er }),
    dimension([left, traceTop - 12], [right, traceTop - 12]),
    text([CENTRE, traceTop - 18], `w = ${len(w)}`, { anchor: 'middle', key: 'width', value: r.width_mm }),
    dimension([right + 40, traceBottom], [right + 40, base]),
    text([right + 46, (traceBottom + base) / 2], `h = ${len(h)}`, { baseline: 'middle', key: 'height', value: h * 1000 }),
    line([left - 4, traceTop + tp / 2], [left - 18, traceTop + tp / 2], 'pic-muted'),
    text([left - 22, traceTop + tp / 2], `t = ${len(t)}`, { cls: 'pic-label', anchor: 'end', baseline: 'middle' }),
    text([CENTRE, base + PLANE + 18], 'ground plane', { cls: 'pic-label', anchor: 'middle' }),
    text([470, 24], `Z0 = ${formatNumber(r.Z0, 4)} Ω`, { anchor: 'end', key: 'Z0', value: r.Z0 }),
    text([470, 42], `εeff ${formatNumber(r.eps_eff, 4)} · ${formatNumber(r.delay_ps_per_mm, 4)} ps/mm`, { cls: 'pic-label', anchor: 'end', key: 'eps_eff', value: r.eps_eff }),
  ];
  if (kind === 'stripline') {
    nodes.push(rect(30, dielectricTop - PLANE, 400, PLANE, 'pic-solid'), dimension([right + 40, dielectricTop], [right + 40, traceTop]));
  } else {
    nodes.push(text([CENTRE, traceTop - 36], 'air', { cls: 'pic-label', anchor: 'middle' }));
  }
  if (distorted) nodes.push(text([30, 24], 'not to scale', { cls: 'pic-label' }));
  const where = kind === 'stripline' ? `centred between two ground planes in dielectric εr ${formatNumber(er, 4)}, ${len(h)} from each` : `on dielectric εr ${formatNumber(er, 4)} of height ${len(h)} over a ground plane`;
  return picture(
    480,
    220,
    `${kind === 'stripline' ? 'Stripline' : 'Microstrip'} cross-section: a ${len(w)} wide, ${len(t)} thick trace ${where}; Z0 = ${formatNumber(r.Z0, 4)} Ω, εeff ${formatNumber(r.eps_eff, 4)}.`,
    nodes,
  );
}
