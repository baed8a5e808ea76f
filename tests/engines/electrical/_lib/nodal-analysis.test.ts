// Modified nodal analysis: the linear solver against mathjs, the topology checks,
// and small networks against exact rational solutions.
import fc from 'fast-check';
import { all, create, lusolve } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { type CircuitElement, solveLinearSystem, solveNodal, topologyError } from '../../../../engines/electrical/_lib/nodal-analysis.ts';

const exact = create(all, { number: 'Fraction' });
const el = (name: string, n1: string, n2: string, value: number): CircuitElement => ({ name, type: name[0] as CircuitElement['type'], n1, n2, value });

describe('nodal analysis', () => {
  it('solves linear systems like mathjs lusolve (property, diagonally dominant matrices)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(fc.array(fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }), fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: n, maxLength: n }))), ([A, b]) => {
        const n = b.length;
        A.forEach((row, i) => (row[i] = row.reduce((s, x) => s + Math.abs(x), 1)));
        const got = solveLinearSystem(A.map((r) => [...r]), [...b])!;
        const want = (lusolve(A, b) as number[][]).map((r) => r[0]);
        for (let i = 0; i < n; i++) expect(got[i]).toBeCloseTo(want[i], 9);
      }),
      { numRuns: 100 },
    );
    expect(solveLinearSystem([[1, 2], [2, 4]], [1, 2])).toBeNull();
    expect(solveLinearSystem([[0, 1], [1, 0]], [2, 3])).toEqual([3, 2]);
  });

  it('solves a two-source network exactly (Electronics Tutorials Kirchhoff example vs mesh analysis in fractions)', () => {
    const s = solveNodal([el('V1', '1', '0', 10), el('R1', '1', '2', 10), el('R3', '2', '0', 40), el('R2', '2', '3', 20), el('V2', '3', '0', 20)])!;
    // Mesh currents: (R1 + R3)·Ia + R3·Ib = V1, R3·Ia + (R2 + R3)·Ib = V2.
    const mesh = (exact.lusolve(exact.matrix([[exact.fraction(50), exact.fraction(40)], [exact.fraction(40), exact.fraction(60)]]), exact.matrix([[exact.fraction(10)], [exact.fraction(20)]])) as any).toArray().map((r: any) => Number(r[0]));
    expect(mesh).toEqual([-1 / 7, 3 / 7]);
    expect(s.voltage.get('2')).toBeCloseTo(40 * (mesh[0] + mesh[1]), 13);
    // V1's current from + through the source to −: minus the mesh current it drives.
    expect(s.sourceCurrent.get('V1')).toBeCloseTo(-mesh[0], 14);
    expect(s.sourceCurrent.get('V2')).toBeCloseTo(-mesh[1], 14);
  });

  it('names floating nodes, voltage-source loops and a missing ground', () => {
    expect(topologyError([el('R1', '1', '0', 1)], 'e')).toBeNull();
    expect(topologyError([el('R1', '1', '2', 1)], 'e')).toMatchObject({ code: 'NO_GROUND_NODE' });
    expect(topologyError([el('V1', '1', '0', 1), el('R1', '2', '3', 1)], 'e')).toMatchObject({ code: 'FLOATING_NODE' });
    expect(topologyError([el('R1', '1', '0', 1), el('I1', '1', '2', 1)], 'e')?.detail).toContain('current sources');
    expect(topologyError([el('V1', '1', '0', 1), el('V2', '1', '0', 1)], 'e')).toMatchObject({ code: 'VOLTAGE_SOURCE_LOOP' });
    expect(topologyError([el('V1', '1', '1', 0), el('R1', '1', '0', 1)], 'e')?.detail).toContain('shorted by itself');
    expect(topologyError([el('V1', '1', '0', 1), el('V2', '2', '1', 1), el('V3', '2', '0', 2)], 'e')).toMatchObject({ code: 'VOLTAGE_SOURCE_LOOP' });
  });
});
