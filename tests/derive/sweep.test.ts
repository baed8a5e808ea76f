// The generic sweep (engines/derive/sweep.ts): every engine's sweep of each
// number input over the range its worked example suggests returns the points it
// was asked for, each with the status calculate() gives there; CSV and chart are
// the same points.
import { describe, expect, it } from 'vitest';
import { CODES } from '../../engines/core/codes.ts';
import { calculate, type Envelope } from '../../engines/core/run.ts';
import { registry } from '../../engines/registry.ts';
import { domainOf, scaleOf } from '../../engines/derive/search-grid.ts';
import { numberInputs } from '../../engines/derive/solve.ts';
import { MAX_SWEEP_POINTS, sweep, sweepValues, type SweepBody } from '../../engines/derive/sweep.ts';
import { defaultChartOutput, svgDocument, sweepCsv, sweepPicture } from '../../engines/derive/sweep-chart.ts';

const STATUSES = ['success', 'empty', 'invalid', 'multiple_solutions', 'error'];
const canonical = [...registry.tools.values()].filter((t) => t.canonical && numberInputs(t).length > 0);

describe('every engine sweeps each number input', () => {
  it.each(canonical.map((t) => [t.id]))('%s', (id) => {
    const t = registry.tools.get(id)!;
    const ex = t.engine.examples.find((e) => (e.tool ?? t.engine.id) === t.id && (e.expect.status ?? 'success') === 'success');
    const inputs = ex?.inputs ?? t.initial;
    for (const key of numberInputs(t)) {
      // Over the declared domain around the field's usual value: a decade each side, or the whole of a short domain.
      const d = domainOf(t, key);
      const s = scaleOf(t, key);
      const lo = d.min !== undefined && d.max !== undefined && d.max - d.min <= 1e3 * s ? d.min : Math.max(d.min ?? -Infinity, s / 10);
      const hi = d.min !== undefined && d.max !== undefined && d.max - d.min <= 1e3 * s ? d.max : Math.min(d.max ?? Infinity, s * 10);
      const points = 7;
      const a = sweep(t, { inputs, vary: { input: key, from: lo, to: hi, points } });
      expect(a.http, `${id} ${key}: ${JSON.stringify(a.body).slice(0, 200)}`).toBe(200);
      const body = a.body as SweepBody;
      expect(body.points).toHaveLength(points);
      for (const p of body.points) {
        expect(STATUSES).toContain(p.status);
        if (p.status === 'error' || p.status === 'invalid') expect(CODES.has(p.code!), `${id} ${p.code}`).toBe(true);
      }
      // A point is exactly the calculation there.
      const mid = body.points[3];
      const direct = calculate(t, { ...inputs, [key]: mid.inputs[key] });
      expect(direct.http === 200 ? (direct.body as Envelope).status : 'error').toBe(mid.status);
      if (direct.http === 200) expect(mid.result).toEqual((direct.body as Envelope).result);
    }
  });
});

describe('sweep', () => {
  const vd = registry.tools.get('voltage-divider')!;

  it('steps linearly or in equal ratios, both ends included', () => {
    expect(sweepValues(0, 10, 6, 'linear')).toEqual([0, 2, 4, 6, 8, 10]);
    const log = sweepValues(1, 1000, 4, 'log');
    [1, 10, 100, 1000].forEach((x, i) => expect(log[i]).toBeCloseTo(x, 10));
    expect(sweepValues(1, 4, 4, 'linear', true)).toEqual([1, 2, 3, 4]);
  });

  it('reads quantity text in vary and inputs; each point is the divider at that R2', () => {
    const a = sweep(vd, { inputs: { Vin: '12 V', R1: '10k' }, vary: { input: 'R2', from: '1k', to: '100k', points: 50, scale: 'log' } });
    const body = a.body as SweepBody;
    expect(body.vary).toEqual({ input: 'R2', from: 1000, to: 100000, points: 50, scale: 'log', unit: 'Ω' });
    for (const p of body.points) {
      const R2 = p.inputs.R2 as number;
      expect((p.result as { Vout: number }).Vout).toBeCloseTo((12 * R2) / (10000 + R2), 12);
    }
  });

  it('an error at a point is that point\'s status, not the sweep\'s', () => {
    const body = sweep(vd, { inputs: { Vin: 12, R1: 1000 }, vary: { input: 'R2', from: -2, to: 2, points: 5 } }).body as SweepBody;
    expect(body.points.map((p) => p.status)).toEqual(['error', 'error', 'success', 'success', 'success']);
    expect(body.points[0].code).toBe('INVALID_INPUT');
  });

  it('CSV has a header and one row per point; the chart shows the output against the input with units', () => {
    const body = sweep(vd, { inputs: { Vin: 12, R1: 1000 }, vary: { input: 'R2', from: -1000, to: 1000, points: 5 } }).body as SweepBody;
    const rows = sweepCsv(body).trimEnd().split('\r\n');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toBe('R2 (Ω),status,Vin (V),R1 (Ω),Vout (V),I (A),P1 (W),P2 (W),Ptotal (W),ratio,Rth (Ω),code');
    expect(rows[5].startsWith('1000,success,12,1000,6,')).toBe(true);
    expect(rows[1]).toMatch(/^-1000,error,.*INVALID_INPUT$/);
    expect(defaultChartOutput(body)).toBe('Vout');
    const svg = svgDocument(sweepPicture(body, 'Vout'));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Vout (V)');
    expect(svg).toContain('R2 (Ω)');
    expect(svg).toContain('2 of 5 points gave no value');
  });

  it.each([
    ['vary not an object', 'R2', 'vary'],
    ['empty vary', {}, 'vary.input'],
    ['unknown input', { input: 'Rx', from: 1, to: 2 }, 'vary.input'],
    ['too many points', { input: 'R2', from: 1, to: 2, points: MAX_SWEEP_POINTS + 1 }, 'vary.points'],
    ['one point', { input: 'R2', from: 1, to: 2, points: 1 }, 'vary.points'],
    ['bad scale', { input: 'R2', from: 1, to: 2, scale: 'cubic' }, 'vary.scale'],
    ['log through zero', { input: 'R2', from: 0, to: 2, scale: 'log' }, 'vary.from'],
    ['missing to', { input: 'R2', from: 1 }, 'vary.to'],
    ['from in the wrong unit', { input: 'R2', from: '1 V', to: 2 }, 'vary.from'],
    ['unknown member', { input: 'R2', from: 1, to: 2, step: 3 }, 'vary.step'],
  ])('%s is refused with its field', (_, vary, field) => {
    const a = sweep(vd, { inputs: { Vin: 12, R1: 1000 }, vary });
    expect(a.http).toBe(400);
    expect(a.body).toMatchObject({ status: 'error', field });
    expect(CODES.has((a.body as { code: string }).code)).toBe(true);
  });

  it('the compute budget stops a sweep', () => {
    let n = 0;
    const a = sweep(vd, { inputs: { Vin: 12, R1: 1000 }, vary: { input: 'R2', from: 1, to: 2, points: 100 } }, { overBudget: () => ++n > 10 });
    expect(a.http).toBe(413);
    expect(a.body).toMatchObject({ code: 'COMPUTE_BUDGET_EXCEEDED' });
  });
});
