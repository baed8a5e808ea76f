// Where the needed final-exam score sits on the 0–100 % scale of scores you can
// actually get, and below it the course grades still possible (from a 0 to a
// perfect final) against the goal and the grade now.
import type { PictureInput, SvgNode } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { line, linear, niceTicks, picture, polygon, rect, text } from '../core/svg.ts';

interface Marker {
  value: number;
  label: string;
  key: string;
  cls: 'pic-accent' | 'pic-muted' | 'pic-warn';
}

interface Scale {
  title: string;
  /** Shaded span: possible scores, or the course grades still reachable. */
  band: [number, number];
  bandLabel: string;
  markers: Marker[];
}

type Result = Record<string, unknown> & { mode: 'need' | 'overall' | 'weighted' | 'points' };

const X0 = 40;
const X1 = 440;
const pct = (x: number) => `${formatNumber(x, 4)} %`;
const num = (x: unknown) => (typeof x === 'number' ? x : undefined);

/** The needed final score against the scores a final can give (0–100 %). */
function neededScale(needed: number, reach: string): Scale {
  const label = reach === 'secured' ? `${pct(needed)} needed: goal already secured` : reach === 'unreachable' ? `${pct(needed)} needed: out of reach` : `${pct(needed)} needed`;
  return { title: 'Final exam score', band: [0, 100], bandLabel: 'possible scores 0–100 %', markers: [{ value: needed, label, key: 'needed', cls: reach === 'unreachable' ? 'pic-warn' : 'pic-accent' }] };
}

function scales(r: Result): Scale[] {
  const goal = num(r.goal);
  const goalMarker = (): Marker[] => (goal === undefined ? [] : [{ value: goal, label: `goal ${pct(goal)}`, key: 'goal', cls: 'pic-warn' }]);
  const course = (lo: number, hi: number, now: number | undefined, nowKey: string): Scale => ({
    title: 'Course grade',
    band: [lo, hi],
    bandLabel: `${pct(lo)} – ${pct(hi)} still possible`,
    markers: [...(now === undefined ? [] : [{ value: now, label: `now ${pct(now)}`, key: nowKey, cls: 'pic-muted' as const }]), ...goalMarker()],
  });
  const need = num(r.needed) === undefined ? [] : [neededScale(r.needed as number, r.reachability as string)];
  switch (r.mode) {
    case 'need':
      return [...need, course(r.overallIfZero as number, r.overallIfFull as number, r.current as number, 'current')];
    case 'overall':
      return [
        { title: 'Final exam score', band: [0, 100], bandLabel: 'possible scores 0–100 %', markers: [{ value: r.final as number, label: `final ${pct(r.final as number)}`, key: 'final', cls: 'pic-accent' }] },
        {
          title: 'Course grade',
          band: [Math.min(r.current as number, r.overall as number), Math.max(r.current as number, r.overall as number)],
          bandLabel: `the final moves it ${(r.change as number) >= 0 ? '+' : '−'}${pct(Math.abs(r.change as number))}`,
          markers: [
            { value: r.current as number, label: `before ${pct(r.current as number)}`, key: 'current', cls: 'pic-muted' },
            { value: r.overall as number, label: `after ${pct(r.overall as number)}`, key: 'overall', cls: 'pic-accent' },
          ],
        },
      ];
    case 'weighted': {
      const secured = r.securedPoints as number;
      return [...need, course(secured, secured + (r.remainingWeight as number), r.average as number, 'average')];
    }
    case 'points': {
      const total = r.totalPossible as number;
      return [...need, course((100 * (r.earned as number)) / total, num(r.maxPercent) ?? (100 * (r.earned as number)) / total, num(r.currentPercent), 'currentPercent')];
    }
  }
}

function drawScale(s: Scale, y: number): SvgNode[] {
  const values = [...s.band, ...s.markers.map((m) => m.value)];
  const ticks = niceTicks(Math.min(0, ...values), Math.max(100, ...values), 5);
  const lo = Math.min(ticks[0], ...values);
  const hi = Math.max(ticks[ticks.length - 1], ...values);
  const x = linear(lo, hi, X0, X1);
  const nodes: SvgNode[] = [
    rect(x(s.band[0]), y - 8, Math.max(2, x(s.band[1]) - x(s.band[0])), 8, 'pic-fill'),
    line([X0, y], [X1, y], 'pic-muted'),
    ...ticks.flatMap((t) => [line([x(t), y], [x(t), y + 4], 'pic-muted'), text([x(t), y + 17], `${t}`, { cls: 'pic-label', anchor: 'middle' })]),
    text([X0, y + 36], `${s.title} · ${s.bandLabel} (shaded)`, { cls: 'pic-label' }),
  ];
  // Marker labels sit above the scale, raised a row when they would touch the previous one.
  let lastX = -Infinity;
  let lastLength = 0;
  let row = 0;
  for (const m of [...s.markers].sort((a, b) => a.value - b.value)) {
    const mx = x(m.value);
    row = mx - lastX < 3.6 * (lastLength + m.label.length) ? row + 1 : 0;
    [lastX, lastLength] = [mx, m.label.length];
    const anchor = mx < X0 + 60 ? 'start' : mx > X1 - 60 ? 'end' : 'middle';
    nodes.push(
      line([mx, y - 14 - 18 * row], [mx, y - 8], m.cls),
      polygon([[mx, y], [mx - 5, y - 9], [mx + 5, y - 9]], m.cls === 'pic-warn' ? 'pic-label' : 'pic-solid'),
      text([mx + (anchor === 'start' ? -4 : anchor === 'end' ? 4 : 0), y - 18 - 18 * row], m.label, { anchor, key: m.key, value: m.value }),
    );
  }
  return nodes;
}

export function drawFinalGrade({ result }: PictureInput) {
  const list = scales(result as Result);
  const nodes = list.flatMap((s, i) => drawScale(s, 62 + i * 104));
  const alt = list.map((s) => `${s.title}: ${s.markers.map((m) => m.label).join(', ')}; ${s.bandLabel}.`).join(' ');
  return picture(480, list.length * 104, alt, nodes);
}
