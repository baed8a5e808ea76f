// kirchhoff: the Electronics Tutorials two-battery example against exact mesh
// analysis (mathjs fractions), an R-2R ladder DAC (Vout = Vref·code/2ⁿ), superposition
// and Tellegen's theorem as properties, netlist notations, and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'kirchhoff';
const exact = create(all, { number: 'Fraction' });
const TUTORIAL = 'V1 1 0 10\nR1 1 2 10\nR3 2 0 40\nR2 2 3 20\nV2 3 0 20';

describe('kirchhoff', () => {
  it('reproduces Electronics Tutorials Kirchhoff Example 1 and exact mesh analysis', () => {
    const f = exact.fraction;
    const mesh = (exact.lusolve(exact.matrix([[f(50), f(40)], [f(40), f(60)]]), exact.matrix([[f(10)], [f(20)]])) as any).toArray().map((r: any) => Number(r[0]));
    const r = result(ID, { elements: TUTORIAL });
    const current = (name: string) => r.elements.find((e: { name: string }) => e.name === name).current;
    expect(current('R1')).toBeCloseTo(mesh[0], 14); // I1 = −0.143 A (the 20 V battery charges the 10 V one)
    expect(-current('R2')).toBeCloseTo(mesh[1], 14); // I2 = +0.429 A, flowing from node 3 into node 2
    expect(current('R3')).toBeCloseTo(mesh[0] + mesh[1], 14); // I3 = 0.286 A
    expect(r.nodes.map((n: { node: string }) => n.node)).toEqual(['0', '1', '2', '3']);
    expect(r.nodes[2].voltage * 1).toBeCloseTo(11.43, 2);
    expect(Math.abs(r.power_balance_W)).toBeLessThan(1e-13);
    expect(r.kcl_residual_A).toBeLessThan(1e-15);
    // V1 absorbs power (it is being charged): its current runs + to − through the source.
    expect(r.elements[0].current).toBeCloseTo(1 / 7, 14);
    expect(r.elements[0].power).toBeCloseTo(10 / 7, 13);
    expect(r.source_power_W).toBeCloseTo(20 * (3 / 7) - 10 / 7, 12);
  });

  it('solves a 4-bit R-2R ladder DAC: Vout = Vref·code/16 for every code (MT-014)', () => {
    for (let code = 0; code < 16; code++) {
      const lines = ['VREF ref 0 2.5', 'RT n0 0 20k'];
      for (let k = 0; k < 4; k++) {
        lines.push(`RB${k} n${k} ${(code >> k) & 1 ? 'ref' : '0'} 20k`);
        if (k < 3) lines.push(`RS${k} n${k} n${k + 1} 10k`);
      }
      const r = result(ID, { elements: lines.join('\n') });
      expect(r.nodes.find((n: { node: string }) => n.node === 'n3').voltage).toBeCloseTo((2.5 * code) / 16, 13);
    }
  });

  it('obeys superposition and Tellegen’s theorem (property)', () => {
    const net = (v1: number, v2: number, i1: number) => `V1 a 0 ${v1}; V2 c 0 ${v2}; I1 0 b ${i1}; R1 a b 1k; R2 b c 2.2k; R3 b 0 4.7k; R4 a c 10k; R5 c 0 330`;
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -0.1, max: 0.1, noNaN: true }), (v1, v2, i1) => {
        const all3 = result(ID, { elements: net(v1, v2, i1) });
        const parts = [net(v1, 0, 0), net(0, v2, 0), net(0, 0, i1)].map((n) => result(ID, { elements: n }));
        for (const node of ['a', 'b', 'c']) {
          const v = (r: { nodes: { node: string; voltage: number }[] }) => r.nodes.find((x) => x.node === node)!.voltage;
          expect(v(all3)).toBeCloseTo(parts.reduce((s, p) => s + v(p), 0), 9);
        }
        const total = all3.elements.reduce((s: number, e: { power: number }) => s + Math.abs(e.power), 0);
        expect(Math.abs(all3.power_balance_W)).toBeLessThanOrEqual(1e-12 * total + 1e-300);
      }),
      { numRuns: 60 },
    );
  });

  it('accepts JSON elements, numeric and gnd/GND/ground node names, DC keywords, comments and SPICE suffixes', () => {
    const json = result(ID, { elements: [{ type: 'V', n1: 1, n2: 'GND', value: 5 }, { name: 'RA', from: 1, to: 2, value: '1k' }, { type: 'R', plus: 2, minus: 'ground', value: '1kohm' }] });
    expect(json.nodes[2].voltage).toBeCloseTo(2.5, 14);
    expect(json.elements.map((e: { name: string }) => e.name)).toEqual(['V1', 'RA', 'R1']);
    const spice = result(ID, { netlist: '* divider\nVIN in 0 DC 12\nRTOP in out 1meg\nRBOT out gnd 500k' });
    expect(spice.nodes.find((n: { node: string }) => n.node === 'out').voltage).toBeCloseTo(4, 12);
    expect(result(ID, { elements: ['I1 0 x 2m', 'R1 x 0 1.5k'] }).nodes[1].voltage).toBeCloseTo(3, 13);
    expect(ok(ID, { elements: TUTORIAL }).result_detail.formatted).toBe('V(1) = 10 V, V(2) = 11.428571 V, V(3) = 20 V');
  });

  it('flags elements shorted onto one node', () => {
    const r = ok(ID, { elements: 'V1 1 0 1; R1 1 0 1; R2 1 1 5' });
    expect(r.warnings.map((w) => w.code)).toEqual(['ELEMENT_SHORTED']);
    expect((r.result as { elements: { current: number }[] }).elements[2].current).toBe(0);
  });

  it.each([
    [{ elements: 'R1 1 2 1k; R2 2 1 1k' }, 'NO_GROUND_NODE', 'elements'],
    [{ elements: 'V1 1 0 5; R1 1 0 1k; R2 2 3 1k' }, 'FLOATING_NODE', 'elements'],
    [{ elements: 'V1 1 0 5; R1 1 0 100; I1 1 2 1m' }, 'FLOATING_NODE', 'elements'],
    [{ elements: 'V1 1 0 5; V2 1 0 5; R1 1 0 1k' }, 'VOLTAGE_SOURCE_LOOP', 'elements'],
    [{ elements: 'V1 1 1 0; R1 1 0 1k' }, 'VOLTAGE_SOURCE_LOOP', 'elements'],
    [{ elements: 'V1 1 0 5; R1 1 0 0' }, 'RESISTANCE_MUST_BE_NONZERO', 'elements.1'],
    [{ elements: 'V1 1 0 5; R1 1 0 -10' }, 'RESISTANCE_MUST_BE_POSITIVE', 'elements.1'],
    [{ elements: 'V1 1 0 5; C1 1 0 1u' }, 'INVALID_INPUT', 'elements.1'],
    [{ elements: 'V1 1 0 5; R1 1 0' }, 'INVALID_INPUT', 'elements.1'],
    [{ elements: 'V1 1 0 5; R1 1 0 abc' }, 'INVALID_NUMBER', 'elements.1'],
    [{ elements: 'V1 1 0 5; R1 1 0 2k2' }, 'INVALID_NUMBER', 'elements.1'], // IEC 4k7-style values are not SPICE numbers
    [{ elements: 'V1 1 0 5; R1 1 x-y 1k' }, 'INVALID_INPUT', 'elements.1'],
    [{ elements: 'V1 1 0 5; R1 1 0 1k; R1 1 0 2k' }, 'DUPLICATE_ELEMENT_NAME', 'elements.2'],
    [{ elements: [{ type: 'R', n1: 1, n2: 0, value: 1 }, 7] }, 'INVALID_INPUT', 'elements.1'],
    [{ elements: Array.from({ length: 201 }, (_, i) => `R${i} 1 0 1k`) }, 'CIRCUIT_TOO_LARGE', 'elements'],
    [{ elements: [] }, 'MISSING_REQUIRED_INPUT', 'elements'],
    [{ elements: '' }, 'MISSING_REQUIRED_INPUT', 'elements'],
    [{}, 'MISSING_REQUIRED_INPUT', 'elements'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure(ID, inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

describe('kirchhoff: a circuit whose wiring is sound but whose equations round to singular', () => {
  it('says the resistances span too many orders of magnitude, not that the wiring is wrong', () => {
    // 1 µΩ between two 100 GΩ legs: 1e6 + 1e-11 S rounds to 1e6 S, so elimination meets an exact zero.
    const f = failure(ID, { elements: 'I1 0 1 1m; R1 1 0 100G; R2 1 2 1u; R3 2 0 100G' });
    expect(f).toMatchObject({ http: 400, code: 'CIRCUIT_SINGULAR', field: 'elements' });
    expect(f.suggestion).toMatch(/rescale/i);
  });
});

declaresTheCodesItReturns('kirchhoff', [
  { elements: 'V1 1 0 5; R1 1 0 0' }, // RESISTANCE_MUST_BE_NONZERO
  { elements: 'V1 1 0 5; R1 1 0 -100' }, // RESISTANCE_MUST_BE_POSITIVE
  { elements: 'V1 1 0 5; R1 1 0 100; R1 1 0 200' }, // DUPLICATE_ELEMENT_NAME
  { elements: 'V1 1 2 5; R1 1 2 100' }, // NO_GROUND_NODE
  { elements: 'V1 1 0 5; R1 1 0 100; R2 1 1 10' }, // ELEMENT_SHORTED
  { elements: 'I1 0 1 1m; R1 1 0 10G; R2 1 2 1u; R3 2 0 10G' }, // ILL_CONDITIONED (1 µΩ between 10 GΩ nodes)
  { elements: 'I1 0 1 1m; R1 1 0 100G; R2 1 2 1u; R3 2 0 100G' }, // CIRCUIT_SINGULAR (1e-11 + 1e6 rounds to 1e6: an exact-zero pivot)
]);
