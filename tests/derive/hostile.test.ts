// Hostile solve and sweep requests: names of Object.prototype members as
// fields, outputs and inputs, text that makes a careless pattern backtrack,
// and out-of-range counts. Every answer is an envelope or the error body with
// a documented code, a field and a suggestion, quickly; a prototype name
// behaves exactly like an ordinary unknown word.
import { describe, expect, it } from 'vitest';
import { CODES } from '../../engines/core/codes.ts';
import { registry } from '../../engines/registry.ts';
import { numberInputs, solve } from '../../engines/derive/solve.ts';
import { sweep } from '../../engines/derive/sweep.ts';
import { BACKTRACKING_BAIT, neutralWord, PROTOTYPE_NAMES } from '../helpers/hostile.ts';

type Body = { status?: string; code?: string; field?: string; suggestion?: string; solve?: unknown; points?: unknown[] };

function expectDocumented(a: { http: number; body: unknown }, what: string) {
  const b = a.body as Body;
  if (a.http === 200) return;
  expect(b.status, what).toBe('error');
  expect(CODES.has(b.code!), `${what}: ${b.code}`).toBe(true);
  expect(typeof b.field, `${what}: field`).toBe('string');
  expect(b.suggestion!.length, `${what}: suggestion`).toBeGreaterThan(5);
}

const tools = [...registry.tools.values()].filter((t) => t.canonical);

describe('every tool refuses hostile solve and sweep requests with a documented code', () => {
  it.each(tools.map((t) => [t.id]))('%s', (id) => {
    const t = registry.tools.get(id)!;
    const field = numberInputs(t)[0] ?? 'x';
    for (const name of PROTOTYPE_NAMES) {
      const s = solve(t, { inputs: {}, solve_for: name, target: { [name]: 1 } });
      expectDocumented(s, `${id} solve_for ${name}`);
      expect(s.http).toBe(400);
      const v = sweep(t, { inputs: {}, vary: { input: name, from: 1, to: 2 } });
      expect((v.body as Body).code, `${id} vary ${name}`).toBe('INVALID_SOLVE_FIELD');
    }
    for (const body of [null, [], 'R2', 7, { inputs: 'x', solve_for: field, target: { y: 1 } }, { solve_for: field, target: [] }, { solve_for: field, target: { [field]: 1 } }]) {
      expectDocumented(solve(t, body), `${id} solve ${JSON.stringify(body)}`);
      expectDocumented(sweep(t, body), `${id} sweep ${JSON.stringify(body)}`);
    }
    for (const points of [1e9, -1, 2.5, '50', null]) expectDocumented(sweep(t, { inputs: {}, vary: { input: field, from: 1, to: 2, points } }), `${id} points ${points}`);
  });
});

describe('text and names a careless reader would choke on', () => {
  const vd = registry.tools.get('voltage-divider')!;

  it('answers backtracking bait in vary, the guess and the target at once, as INVALID_NUMBER or INVALID_TARGET', () => {
    for (const bait of BACKTRACKING_BAIT) {
      const t0 = performance.now();
      expectDocumented(sweep(vd, { inputs: { Vin: 12, R1: 1000 }, vary: { input: 'R2', from: bait, to: 2 } }), 'from');
      expectDocumented(solve(vd, { inputs: { Vin: 12, R1: 1000, R2: bait }, solve_for: 'R2', target: { Vout: 3 } }), 'guess');
      expectDocumented(solve(vd, { inputs: { Vin: 12, R1: 1000 }, solve_for: 'R2', target: { Vout: bait } }), 'target');
      expect(performance.now() - t0).toBeLessThan(1000);
    }
  });

  it('a prototype name among the inputs behaves exactly like an ordinary unknown word', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const t of [vd, registry.tools.get('ohms-law')!]) {
        const base = t.id === 'voltage-divider' ? { Vin: 12, R1: 1000 } : { V: 12 };
        const target = t.id === 'voltage-divider' ? { Vout: 3 } : { I: 0.02 };
        const solveFor = t.id === 'voltage-divider' ? 'R2' : 'R';
        const hostile = JSON.parse(`{${Object.entries(base).map(([k, v]) => `"${k}":${v}`).join(',')},"${name}":1}`);
        const neutral = { ...base, [neutralWord(name)]: 1 };
        const a = solve(t, { inputs: hostile, solve_for: solveFor, target });
        const b = solve(t, { inputs: neutral, solve_for: solveFor, target });
        expect(JSON.stringify(a).replaceAll(name, neutralWord(name)), `${t.id} ${name}`).toBe(JSON.stringify(b));
        const c = sweep(t, { inputs: hostile, vary: { input: solveFor, from: 1, to: 2, points: 2 } });
        const d = sweep(t, { inputs: neutral, vary: { input: solveFor, from: 1, to: 2, points: 2 } });
        expect(JSON.stringify(c).replaceAll(name, neutralWord(name)), `${t.id} sweep ${name}`).toBe(JSON.stringify(d));
      }
    }
  });
});
