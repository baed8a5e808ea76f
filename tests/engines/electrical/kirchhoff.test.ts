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
    // Elements as objects: a value that is no number names the element, as in a netlist line.
    [{ elements: [{ name: 'V1', type: 'V', n1: '1', n2: '0', value: 10 }, { name: 'R1', type: 'R', n1: '1', n2: '0', value: 'abc' }] }, 'INVALID_NUMBER', 'elements.1'],
    [{ elements: [{ name: 'V1', type: 'V', n1: '1', n2: '0', value: 10 }, { name: 'R1', type: 'R', n1: '1', n2: '0', value: null }] }, 'INVALID_NUMBER', 'elements.1'],
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

describe('kirchhoff: netlist text', () => {
  const divider = (r: { nodes: { node: string; voltage: number }[] }) => r.nodes.find((n) => n.node === '2')!.voltage;

  it('reads runs of spaces and commas as one separator, and skips blank lines and indented comments', () => {
    // 10 V over 1 kΩ + 1 kΩ: V(2) = 5 V whatever the layout.
    expect(divider(result(ID, { elements: 'V1 1  0 10\nR1 1,  2 1k\nR2 2 0 1k' }))).toBe(5);
    expect(divider(result(ID, { elements: 'V1 1 0 10\n\nR1 1 2 1k\n   \nR2 2 0 1k' }))).toBe(5);
    expect(divider(result(ID, { elements: 'V1 1 0 10\n  * the top leg\nR1 1 2 1k\n* the bottom leg\nR2 2 0 1k' }))).toBe(5);
  });

  it('drops only the keyword DC in the fourth place of a five-token line', () => {
    expect(result(ID, { elements: 'V1 1 0 dc 10; R1 1 0 1k' }).elements[1].current).toBe(0.01); // 10 V / 1 kΩ
    // Five tokens without DC are not a line: the extra token is not silently dropped.
    expect(failure(ID, { elements: 'V1 1 0 5 6; R1 1 0 1k' })).toMatchObject({ code: 'INVALID_INPUT', field: 'elements.0' });
    expect(failure(ID, { elements: 'V1 1 0 xdc 6; R1 1 0 1k' })).toMatchObject({ code: 'INVALID_INPUT', field: 'elements.0' });
    expect(failure(ID, { elements: 'V1 1 0 dcx 6; R1 1 0 1k' })).toMatchObject({ code: 'INVALID_INPUT', field: 'elements.0' });
    // A four-token line whose value is the word DC has no value: that is a bad number, not a short line.
    expect(failure(ID, { elements: 'V1 1 0 dc; R1 1 0 1k' })).toMatchObject({ code: 'INVALID_NUMBER', field: 'elements.0' });
  });

  it('refuses a malformed line before reading any element’s value', () => {
    // Line 2 has three tokens; line 1's value "abc" would be INVALID_NUMBER on elements.0 if it were read first.
    expect(failure(ID, { elements: 'R1 1 0 abc; R2 1 0' })).toMatchObject({ code: 'INVALID_INPUT', field: 'elements.1' });
  });

  it('refuses a non-finite value given as text', () => {
    expect(failure(ID, { elements: 'V1 1 0 5; R1 1 0 1e400' })).toMatchObject({ code: 'INVALID_NUMBER', field: 'elements.1' });
  });
});

describe('kirchhoff: size limits', () => {
  it('accepts exactly 200 elements', () => {
    // 1 V across 199 × 1 kΩ in parallel: each carries 1 mA.
    const lines = ['V1 1 0 1', ...Array.from({ length: 199 }, (_, k) => `R${k + 1} 1 0 1k`)];
    const r = result(ID, { elements: lines.join('\n') });
    expect(r.elements).toHaveLength(200);
    expect(r.elements[199].current).toBeCloseTo(0.001, 15);
  });

  it('accepts 100 nodes (ground included) and refuses 101', () => {
    // V1 n1 0 and a resistor chain n1 – n2 – … – nK: nodes 0, n1 … nK, i.e. K + 1 of them.
    const chain = (k: number) => ['V1 n1 0 1', ...Array.from({ length: k - 1 }, (_, i) => `R${i + 1} n${i + 1} n${i + 2} 1k`)].join('\n');
    expect(result(ID, { elements: chain(99) }).node_count).toBe(100);
    expect(failure(ID, { elements: chain(100) })).toMatchObject({ code: 'CIRCUIT_TOO_LARGE', field: 'elements' });
  });
});

describe('kirchhoff: JSON elements', () => {
  const R = (extra: Record<string, unknown>) => ({ type: 'R', n1: 1, n2: 0, value: 100, ...extra });
  const V1 = { type: 'V', n1: 1, n2: 0, value: 1 };

  it('refuses elements that are neither a list nor text, and items that are not objects', () => {
    expect(failure(ID, { elements: 5 })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements' });
    expect(failure(ID, { elements: { type: 'R', n1: 1, n2: 0, value: 1 } })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements' });
    expect(failure(ID, { elements: [V1, null] })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements.1' });
    expect(failure(ID, { elements: [V1, undefined] })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements.1' });
    expect(failure(ID, { elements: [V1, [1, 0, 100]] })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements.1' });
  });

  it('treats an element shaped like an error as data: it never answers with the element’s own code', () => {
    // Fixed: an item {code, suggestion} was returned as the engine's error, so {"code": "HACKED"} came back as code HACKED.
    expect(failure(ID, { elements: [V1, { code: 'HACKED', field: 'x', detail: 'd', suggestion: 's' }] })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements.1' });
    const r = result(ID, { elements: [V1, R({ code: 'HACKED', suggestion: 's' })] });
    expect(r.elements[1].current).toBe(0.01); // 1 V / 100 Ω
  });

  it('names unnamed elements with the first number free of the given names, case- and space-insensitively', () => {
    const r = result(ID, { elements: [R({}), R({}), R({ name: ' r1 ' }), V1] });
    expect(r.elements.map((e: { name: string }) => e.name)).toEqual(['R2', 'R3', 'r1', 'V1']);
  });

  it('takes the type from the name, and refuses an element with neither', () => {
    expect(result(ID, { elements: [V1, { name: 'Rx', n1: 1, n2: 0, value: 100 }] }).elements[1].type).toBe('R');
    expect(failure(ID, { elements: [V1, { n1: 1, n2: 0, value: 100 }] })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements.1' });
  });

  it.each(['_R1', 'R1-', 'R1 2', `R${'x'.repeat(32)}`])('refuses the element name %j', (name) => {
    expect(failure(ID, { elements: [V1, R({ name })] })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements.1' });
  });

  it('accepts a 32-character element name', () => {
    const name = `R${'x'.repeat(31)}`;
    expect(result(ID, { elements: [V1, R({ name })] }).elements[1].name).toBe(name);
  });

  it('reads node1/node2, skips null node keys for the next alias, and trims node names', () => {
    const nodes = (el: Record<string, unknown>) => {
      const e = result(ID, { elements: [V1, el] }).elements[1];
      return [e.n1, e.n2, e.current];
    };
    expect(nodes({ type: 'R', node1: 1, node2: 'gnd', value: 100 })).toEqual(['1', '0', 0.01]);
    expect(nodes({ type: 'R', n1: null, from: 1, n2: null, to: 0, value: 100 })).toEqual(['1', '0', 0.01]);
    expect(nodes({ type: 'R', n1: ' 1 ', n2: ' 0', value: 100 })).toEqual(['1', '0', 0.01]);
  });

  it('refuses an element without a second node or without a value', () => {
    expect(failure(ID, { elements: [V1, { type: 'R', n1: 1, value: 100 }] })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'elements.1' });
    expect(failure(ID, { elements: [V1, { type: 'R', n1: 1, n2: 0 }] })).toMatchObject({ http: 400, code: 'INVALID_NUMBER', field: 'elements.1' });
    expect(failure(ID, { elements: [V1, { type: 'R', n1: 1, n2: 0, value: true }] })).toMatchObject({ http: 400, code: 'INVALID_NUMBER', field: 'elements.1' });
  });
});

describe('kirchhoff: checks on the solution', () => {
  const big = create(all, { number: 'BigNumber', precision: 64 });
  type Row = { name: string; n1: string; n2: string; current: number; power: number };
  /** Σ currents leaving each node, from the reported element currents, in 64-digit arithmetic. */
  const residuals = (rows: Row[]) => {
    const sum = new Map<string, any>();
    const add = (n: string, x: any) => sum.set(n, big.add(sum.get(n) ?? big.bignumber(0), x));
    for (const r of rows) {
      add(r.n1, big.bignumber(r.current));
      add(r.n2, big.unaryMinus(big.bignumber(r.current)));
    }
    return new Map([...sum].map(([n, s]) => [n, Math.abs(big.number(s) as number)]));
  };

  it('gives no warning for a sound circuit, nor for one whose currents are all zero', () => {
    expect(ok(ID, { elements: TUTORIAL }).warnings).toEqual([]);
    const zero = ok(ID, { elements: 'V1 1 0 0; R1 1 0 1k' });
    expect(zero.warnings).toEqual([]);
    expect((zero.result as { kcl_residual_A: number }).kcl_residual_A).toBe(0);
  });

  it('marks a shorted element with an info, not a warning', () => {
    expect(ok(ID, { elements: 'V1 1 0 1; R1 1 0 1; R2 1 1 5' }).warnings).toMatchObject([{ code: 'ELEMENT_SHORTED', severity: 'info' }]);
  });

  it('judges the KCL residual relative to the currents: 10 kV into sub-ohm resistors is sound, 1 µA into 10 GΩ with 1 µΩ is not', () => {
    // Currents of ~17 kA: rounding leaves residuals of ~1e-12 A, far below 1e-9 of the current.
    expect(ok(ID, { elements: 'V1 1 0 10k; R1 1 0 0.7; R2 1 2 3.3; R3 2 0 0.1; R4 2 3 0.22; R5 3 0 0.47' }).warnings).toEqual([]);
    // 1 µΩ between two 10 GΩ legs (the declared-codes case at 1 mA, here at 1 µA): 1e6 + 1e-10 S loses the 1e-10.
    const r = ok(ID, { elements: 'I1 0 1 1u; R1 1 0 10G; R2 1 2 1u; R3 2 0 10G' });
    expect(r.warnings.map((w) => w.code)).toEqual(['ILL_CONDITIONED']);
  });

  it('reports the largest residual over the non-ground nodes (the equations MNA solves), not the ground’s', () => {
    const r = result(ID, { elements: 'I1 0 1 1m; R1 1 2 1u; R2 2 0 10G; R3 3 0 1k; R11 2 3 10G' });
    const res = residuals(r.elements);
    const nonGround = Math.max(...[...res].filter(([n]) => n !== '0').map(([, s]) => s));
    expect(r.kcl_residual_A).toBeGreaterThan(1e-5); // ill-conditioned: a residual well above rounding
    expect(Math.abs(r.kcl_residual_A - nonGround)).toBeLessThanOrEqual(1e-12 * nonGround);
    // The ground's residual, −(Σ of the others), is about twice as large here: the check must not read it.
    expect(res.get('0')!).toBeGreaterThan(1.5 * nonGround);
  });

  it('reports the power balance as the sum of the absorbed powers, with its sign', () => {
    // The ill-conditioned circuit's powers do not cancel: the balance is hundreds of watts, negative.
    const r = result(ID, { elements: 'I1 0 1 1m; R1 1 0 10G; R2 1 2 1u; R3 2 0 10G' });
    const total = big.number(r.elements.reduce((s: any, e: Row) => big.add(s, big.bignumber(e.power)), big.bignumber(0))) as number;
    expect(total).toBeLessThan(-100);
    expect(Math.abs(r.power_balance_W - total)).toBeLessThanOrEqual(1e-12 * Math.abs(total));
  });
});
