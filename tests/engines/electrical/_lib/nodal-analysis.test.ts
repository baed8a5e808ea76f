// Modified nodal analysis: the linear solver against mathjs, the topology checks,
// and small networks against exact rational solutions.
import fc from 'fast-check';
import { all, create, lusolve } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { type CircuitElement, isGroundName, solveLinearSystem, solveNodal, topologyError } from '../../../../engines/electrical/_lib/nodal-analysis.ts';

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

  it('takes only the whole names 0, gnd and ground (any case) as the reference node', () => {
    for (const n of ['0', 'gnd', 'GND', 'Ground']) expect(isGroundName(n), n).toBe(true);
    // A node merely starting with a ground name is an ordinary node.
    for (const n of ['01', 'gnd2', 'ground_plane']) expect(isGroundName(n), n).toBe(false);
  });

  it('stamps a current source between two nodes and a resistor whose n1 is ground', () => {
    // I1 drives 3 A out of node 1, through itself, into node 2 (SPICE direction n1 → n2).
    // Node 2: the 3 A leaves through R2 to ground, V2 = 3 A · 4 Ω = 12 V.
    // Node 1: the 3 A arrives from ground through R1, so V1 = 0 − 3 A · 2 Ω = −6 V.
    const s = solveNodal([el('R1', '0', '1', 2), el('I1', '1', '2', 3), el('R2', '2', '0', 4)])!;
    expect(s.voltage.get('1')).toBeCloseTo(-6, 14);
    expect(s.voltage.get('2')).toBeCloseTo(12, 14);
  });

  it('stamps voltage sources with the + terminal on ground and between two nodes', () => {
    // V1 (0 → 1, 5 V): V(0) − V(1) = 5, so V(1) = −5 V. V2 (2 → 1, 3 V): V(2) = V(1) + 3 = −2 V.
    // KCL at node 2: R1 carries −2/2 = −1 A to ground, so 1 A leaves node 2 into V2: I(V2) = 1 A.
    // KCL at node 1: R2 carries −5/5 = −1 A to ground and V2 brings 1 A in, so
    // −1 − 1 − I(V1) = 0 (V1's current runs from 0 through it into node 1): I(V1) = −2 A.
    const s = solveNodal([el('V1', '0', '1', 5), el('V2', '2', '1', 3), el('R1', '2', '0', 2), el('R2', '1', '0', 5)])!;
    expect(s.voltage.get('1')).toBeCloseTo(-5, 14);
    expect(s.voltage.get('2')).toBeCloseTo(-2, 14);
    expect(s.sourceCurrent.get('V2')).toBeCloseTo(1, 14);
    expect(s.sourceCurrent.get('V1')).toBeCloseTo(-2, 14);
  });

  it('keeps the first of equal pivots, so an exactly singular matrix cancels to an exact zero', () => {
    // det = 5·(6·(−7) − 7·(−6)) = 0. Pivoting on row 1 (|5| = |−5|) and then row 2 (|6| = |−6|)
    // eliminates in integers; taking the later row instead divides by −5 and rounds (0.4·7 ≠ 2.8),
    // leaving a ~1e-15 pivot and a meaningless 1e15-sized "solution".
    expect(solveLinearSystem([[5, 0, 0], [-5, 6, 7], [-2, -6, -7]], [1, 2, 3])).toBeNull();
  });

  it('leaves a row alone when its multiplier is 0 (an infinite entry elsewhere does not spill NaN into it)', () => {
    // The equations x0 = ∞ and x1 = 1 are independent: 0 · ∞ must never be formed.
    expect(solveLinearSystem([[1, 0], [0, 1]], [Infinity, 1])).toEqual([Infinity, 1]);
  });
});
