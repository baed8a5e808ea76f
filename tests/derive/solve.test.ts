// The generic solver (engines/derive/solve.ts) over every engine: solving back
// for an input from an output it gave must return that input (a round trip
// through the same calculate() every surface runs), the engines' hand-written
// inverses must agree with it (each is the other's oracle), and bad requests get
// documented codes with a field and a suggestion.
import { describe, expect, it } from 'vitest';
import { CODES } from '../../engines/core/codes.ts';
import { calculate, type Envelope } from '../../engines/core/run.ts';
import { registry } from '../../engines/registry.ts';
import { findRoots } from '../../engines/derive/roots.ts';
import { domainOf, searchGrid } from '../../engines/derive/search-grid.ts';
import { outputValue, solve, type SolveMember } from '../../engines/derive/solve.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { roundTripCases } from '../helpers/solve-cases.ts';

type Solved = Envelope & { solve: SolveMember };
const tool = (id: string) => registry.tools.get(id)!;
const answerOf = (t: ResolvedTool, inputs: Record<string, unknown>) => {
  const a = calculate(t, inputs);
  return a.http === 200 ? (a.body as Envelope) : null;
};

/** A seeded generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const canonical = [...registry.tools.values()].filter((t) => t.canonical);
const withCases = canonical.map((t) => [t.id, roundTripCases(t)] as const).filter(([, c]) => c.length > 0);

describe('round trip: solving for an input from the output it gave returns it', () => {
  it('covers most engines (every one whose first example has a continuous input that moves an output)', () => {
    expect(withCases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(withCases)('%s', (id, cases) => {
    const t = tool(id);
    for (const c of cases) {
      const a = solve(t, { inputs: c.known, solve_for: c.key, target: { [c.output]: c.target } });
      expect(a.http, `${id} ${c.key} → ${c.output}: ${JSON.stringify(a.body).slice(0, 300)}`).toBe(200);
      const s = (a.body as Solved).solve;
      expect(s.solutions.length, `${id} ${c.key}`).toBeGreaterThan(0);
      expect(s.tolerance!).toBeLessThanOrEqual(1e-4);
      const scale = c.target !== 0 ? Math.abs(c.target) : 1;
      for (const x of s.solutions) {
        // Computing at each solution gives the target within the tolerance the answer states.
        const y = outputValue(answerOf(t, { ...c.known, [c.key]: x })?.result, c.output);
        expect(y, `${id} ${c.key}=${x}`).not.toBeNull();
        expect(Math.abs(y! - c.target) / scale, `${id} ${c.key}=${x}`).toBeLessThanOrEqual(s.tolerance! * (1 + 1e-9) + 1e-15);
      }
      // The worked example's own value is among them; where the output is rounded (a monthly total to the cent),
      // every input on the same step is an answer, so a solution that gives exactly the example's output counts.
      const atExample = outputValue(answerOf(t, { ...c.known, [c.key]: c.x0 })?.result, c.output);
      const sameAnswer = (x: number) => Math.abs(x - c.x0) <= 1e-6 * Math.max(Math.abs(c.x0), 1e-300) || outputValue(answerOf(t, { ...c.known, [c.key]: x })?.result, c.output) === atExample;
      expect(s.solutions.some(sameAnswer), `${id} ${c.key}: ${c.x0} in ${s.solutions}`).toBe(true);
      // The envelope is the calculation at the solved value.
      expect((a.body as Solved).inputs[c.key]).toBe(s.value);
    }
  });
});

describe('hand-written inverses agree with the generic solver (seeded random cases)', () => {
  const rnd = random(41);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const logBetween = (lo: number, hi: number) => lo * (hi / lo) ** rnd();

  it('voltage divider: R2 for a wanted Vout', () => {
    const t = tool('voltage-divider');
    for (let i = 0; i < 12; i++) {
      const Vin = between(1, 48);
      const R1 = logBetween(100, 1e6);
      const Vout = Vin * between(0.02, 0.98);
      const byHand = answerOf(t, { Vin, R1, Vout })!.result as { R2: number };
      const generic = solve(t, { inputs: { Vin, R1 }, solve_for: 'R2', target: { Vout } }).body as Solved;
      expect(generic.status).toBe('success');
      expect(generic.solve.value! / byHand.R2 - 1).toBeCloseTo(0, 9);
    }
  });

  it('percent change: the start value v1 for a change p to v2, every solution', () => {
    const t = tool('percent-change');
    for (let i = 0; i < 12; i++) {
      const v2 = (rnd() < 0.5 ? -1 : 1) * logBetween(1, 1000);
      const p = between(-300, 300);
      const byHand = answerOf(t, { v2, p, solve_for: 'v1' })!;
      const generic = solve(t, { inputs: { v2 }, solve_for: 'v1', target: { value: p } }).body as Solved;
      if (byHand.status === 'invalid') {
        expect(generic.status, `v2=${v2} p=${p}`).toBe('invalid');
        expect(generic.code).toBe('NO_SOLUTION');
        continue;
      }
      const expected = (byHand.result as { solutions: number[] }).solutions;
      expect(generic.status, `v2=${v2} p=${p}`).toBe(expected.length > 1 ? 'multiple_solutions' : 'success');
      expect(generic.solve.solutions.length).toBe(expected.length);
      generic.solve.solutions.forEach((x, j) => expect(x / expected[j] - 1).toBeCloseTo(0, 8));
    }
  });

  it('555 astable: RB for a frequency, given the RA the engine chose for that frequency and duty', () => {
    const t = tool('timer-555');
    for (let i = 0; i < 8; i++) {
      const f = logBetween(1, 1e5);
      const duty = between(52, 95);
      const C = logBetween(1, 1000);
      const byHand = answerOf(t, { mode: 'astable', f, duty, C, C_unit: 'nF' })!.result as { RA: number; RB: number; frequency: number };
      const generic = solve(t, { inputs: { mode: 'astable', RA: byHand.RA, C, C_unit: 'nF' }, solve_for: 'RB', target: { frequency: f } }).body as Solved;
      expect(generic.status, `f=${f} duty=${duty} C=${C}`).toBe('success');
      expect(generic.solve.value! / byHand.RB - 1).toBeCloseTo(0, 7);
    }
  });

  it('microstrip: the width for an impedance', () => {
    const t = tool('pcb-microstrip');
    for (let i = 0; i < 6; i++) {
      const z0 = between(25, 110);
      const height = between(0.1, 2);
      const er = between(2, 10);
      const byHand = answerOf(t, { mode: 'width', z0_target: z0, height, unit: 'mm', copper: 0, er })!.result as { width_mm: number; Z0: number };
      const generic = solve(t, { inputs: { mode: 'impedance', height, unit: 'mm', copper: 0, er }, solve_for: 'width', target: { Z0: byHand.Z0 } }).body as Solved;
      expect(generic.status === 'success' || generic.status === 'multiple_solutions', `z0=${z0}`).toBe(true);
      // The width that gives the hand-written synthesis's impedance is its width.
      expect(generic.solve.solutions.some((w) => Math.abs(w / byHand.width_mm - 1) < 1e-6), `${generic.solve.solutions} vs ${byHand.width_mm}`).toBe(true);
    }
  });
});

describe('answers', () => {
  const vd = tool('voltage-divider');

  it('reads quantity text as the calculation does, and reports standard values with the output each gives', () => {
    const a = solve(vd, { inputs: { Vin: '12 V', R1: '10k' }, solve_for: 'R2', target: { Vout: '3.3 V' } });
    expect(a.http).toBe(200);
    const body = a.body as Solved;
    // Exact: R2 = R1·Vout / (Vin − Vout) = 10000·3.3/8.7.
    expect(body.solve.value! / (33000 / 8.7) - 1).toBeCloseTo(0, 10);
    expect(body.inputs).toMatchObject({ Vin: 12, R1: 10000 });
    expect((body.result as { Vout: number }).Vout).toBeCloseTo(3.3, 10);
    const e96 = body.solve.standard_values!.find((s) => s.series === 'E96')!;
    expect(e96.value).toBe(3830);
    expect(e96.output).toBeCloseTo((12 * 3830) / 13830, 12);
    expect(body.solve.standard_values!.map((s) => s.series)).toEqual(['E12', 'E24', 'E96']);
  });

  it('finance: the rate that makes a payment, checked with the annuity closed form', () => {
    // payment = P·r / (1 − (1 + r)^−n), r the monthly rate.
    const annuity = (P: number, ratePct: number, n: number) => {
      const r = ratePct / 1200;
      return (P * r) / (1 - (1 + r) ** -n);
    };
    const a = solve(tool('loan-payment'), { inputs: { principal: '$300,000', termMonths: 360 }, solve_for: 'ratePct', target: { payment: '$1,500' } });
    const body = a.body as Solved;
    expect(body.status).toBe('success');
    expect(body.solve.solutions).toHaveLength(1);
    expect(annuity(300000, body.solve.value!, 360)).toBeCloseTo(1500, 6);
  });

  it('a whole-number field: the term whose payment is nearest the target, with the tolerance that leaves', () => {
    const annuity = (n: number) => {
      const r = 6.5 / 1200;
      return (300000 * r) / (1 - (1 + r) ** -n);
    };
    const a = solve(tool('loan-payment'), { inputs: { principal: 300000, ratePct: 6.5 }, solve_for: 'termMonths', target: { payment: 2500 } });
    const body = a.body as Solved;
    expect(body.status).toBe('success');
    const n = body.solve.value!;
    expect(Number.isInteger(n)).toBe(true);
    // The payment falls as the term grows: n is where it crosses 2500, and no neighbour is nearer.
    expect(Math.abs(annuity(n) - 2500)).toBeLessThanOrEqual(Math.min(Math.abs(annuity(n - 1) - 2500), Math.abs(annuity(n + 1) - 2500)));
    expect(body.solve.tolerance).toBeCloseTo(Math.abs(annuity(n) - 2500) / 2500, 6);
  });

  it('is deterministic: the same request gives the same bytes', () => {
    const req = { inputs: { Vin: 5, R1: 4700 }, solve_for: 'R2', target: { Vout: 1.8 } };
    expect(JSON.stringify(solve(vd, req))).toBe(JSON.stringify(solve(vd, req)));
  });

  it('answers NO_SOLUTION (status invalid) with the range the output reaches', () => {
    const a = solve(vd, { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 13 } });
    expect(a.http).toBe(200);
    const body = a.body as Solved;
    expect(body.status).toBe('invalid');
    expect(body.code).toBe('NO_SOLUTION');
    expect(body.field).toBe('R2');
    expect(body.detail).toContain("Vout can be between 0 and 12 V here");
    expect(body.solve.solutions).toEqual([]);
    expect(body.solve.reachable!.max).toBeLessThan(12);
  });

  it('finds the roots of a periodic output nearest its usual value, listed ascending, at most 8', () => {
    const a = solve(tool('sin'), { inputs: { unit: 'deg' }, solve_for: 'theta', target: { value: 0.5 }, calculation_version: undefined });
    const body = a.body as Solved;
    if (a.http !== 200) throw new Error(JSON.stringify(a.body));
    expect(body.status).toBe('multiple_solutions');
    expect(body.solve.solutions.length).toBeGreaterThan(2);
    expect(body.solve.solutions.length).toBeLessThanOrEqual(8);
    // The ones nearest the field's usual value: 30° and 150° among them.
    expect(body.solve.solutions.some((x) => Math.abs(x - 30) < 1e-6)).toBe(true);
    expect(body.solve.solutions.some((x) => Math.abs(x - 150) < 1e-6)).toBe(true);
    for (const x of body.solve.solutions) expect(Math.abs(Math.sin((x * Math.PI) / 180) - 0.5) / 0.5).toBeLessThanOrEqual(body.solve.tolerance! + 1e-12);
    expect([...body.solve.solutions].sort((p, q) => p - q)).toEqual(body.solve.solutions);
  });

  it('finds a touching root (a maximum equal to the target) by golden-section search', () => {
    // 1 − (x − 3)² reaches 1 only at x = 3, without changing sign.
    const r = findRoots((x) => 1 - (x - 3) ** 2, [0, 1, 2, 3.5, 5, 6], 1);
    expect(r.roots).toHaveLength(1);
    expect(r.roots[0].how).toBe('touch');
    expect(r.roots[0].x).toBeCloseTo(3, 3);
  });

  it('does not take a pole for a root', () => {
    const r = findRoots((x) => 1 / (x - 2), [0, 1, 3, 4], 0);
    expect(r.roots).toEqual([]);
  });

  it('grids are linear over a short finite domain and logarithmic otherwise', () => {
    expect(searchGrid({ min: 0, max: 100, minExclusive: false, maxExclusive: false, integer: false }, 5).points).toHaveLength(33);
    const log = searchGrid({ min: 0, minExclusive: true, maxExclusive: false, integer: false }, 1000);
    expect(log.kind).toBe('log');
    expect(log.points[0]).toBeCloseTo(1e-3, 12);
    expect(log.points.at(-1)).toBeCloseTo(1e9, 0);
    expect(domainOf(vd, 'R2')).toMatchObject({ min: 0, minExclusive: false });
  });
});

describe('errors: a documented code, the field and a suggestion', () => {
  const vd = tool('voltage-divider');
  const cases: [string, unknown, string, string][] = [
    ['unknown field', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R9', target: { Vout: 3 } }, 'INVALID_SOLVE_FIELD', 'solve_for'],
    ['missing solve_for', { inputs: { Vin: 12, R1: 1000 }, target: { Vout: 3 } }, 'INVALID_SOLVE_FIELD', 'solve_for'],
    ['not a numeric output', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vx: 3 } }, 'INVALID_TARGET', 'target'],
    ['two targets', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 3, I: 1 } }, 'INVALID_TARGET', 'target'],
    ['target not a number', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 'lots' } }, 'INVALID_TARGET', 'target'],
    ['target in another unit', { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: '3 mA' } }, 'UNIT_MISMATCH', 'target'],
    ['target also an input', { inputs: { Vin: 12, R1: 1000, Vout: 3 }, solve_for: 'R2', target: { Vout: 3 } }, 'INVALID_TARGET', 'target'],
    ['inputs not an object', { inputs: [1], solve_for: 'R2', target: { Vout: 3 } }, 'INVALID_INPUT', 'inputs'],
    ['a bad guess', { inputs: { Vin: 12, R1: 1000, R2: '3 V' }, solve_for: 'R2', target: { Vout: 3 } }, 'UNIT_MISMATCH', 'R2'],
  ];
  it.each(cases)('%s', (_, req, code, field) => {
    const a = solve(vd, req);
    expect(a.http).toBe(400);
    expect(a.body).toMatchObject({ status: 'error', code, field });
    expect((a.body as { suggestion: string }).suggestion.length).toBeGreaterThan(10);
    expect(CODES.has(code)).toBe(true);
  });

  it('inputs the calculation needs besides the unknown: the calculation\'s own error', () => {
    const a = solve(tool('compound-interest'), { inputs: { principal: 1000, ratePct: 7 }, solve_for: 'years', target: { fv: 2000 } });
    expect(a.http).toBe(400);
    expect(a.body).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'compoundsPerYear' });
  });

  it('a field that is not a number cannot be solved for', () => {
    const a = solve(tool('timer-555'), { inputs: { RA: 1000, RB: 1000, C: 1 }, solve_for: 'mode', target: { frequency: 1 } });
    expect(a.body).toMatchObject({ code: 'INVALID_SOLVE_FIELD', field: 'solve_for' });
  });

  it('an unpublished pin is VERSION_MISMATCH', () => {
    const a = solve(vd, { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 3 }, calculation_version: '0.0.1' });
    expect(a.http).toBe(409);
  });

  it('the compute budget stops a solve with COMPUTE_BUDGET_EXCEEDED', () => {
    let calls = 0;
    const a = solve(vd, { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: 3 } }, { overBudget: () => ++calls > 5, budgetText: 'SOLVE_COMPUTE_MS=1' });
    expect(a.http).toBe(413);
    expect(a.body).toMatchObject({ code: 'COMPUTE_BUDGET_EXCEEDED' });
    expect((a.body as { detail: string }).detail).toContain('SOLVE_COMPUTE_MS=1');
  });
});
