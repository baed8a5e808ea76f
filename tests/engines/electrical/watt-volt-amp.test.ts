// watt-volt-amp: power-first Ohm/Joule solver. Appliance and textbook values
// against mathjs unit arithmetic, agreement with ohms-law (same physics, own
// capability), and its error codes.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);

describe('watt-volt-amp', () => {
  it.each([
    [{ P: 1000, V: 230 }, { I: ['1000 W / 230 V', 'A'], R: ['(230 V)^2 / 1000 W', 'ohm'] }],
    [{ P: 1500, I: 12.5 }, { V: ['1500 W / 12.5 A', 'V'], R: ['1500 W / (12.5 A)^2', 'ohm'] }],
    [{ P: 2000, R: 26.45 }, { V: ['sqrt(2000 W * 26.45 ohm)', 'V'], I: ['sqrt(2000 W / 26.45 ohm)', 'A'] }],
    [{ V: 5, I: 2 }, { P: ['5 V * 2 A', 'W'], R: ['5 V / 2 A', 'ohm'] }],
    [{ V: 3.3, R: 330 }, { I: ['3.3 V / 330 ohm', 'A'], P: ['(3.3 V)^2 / 330 ohm', 'W'] }],
    [{ I: 0.75, R: 16 }, { V: ['0.75 A * 16 ohm', 'V'], P: ['(0.75 A)^2 * 16 ohm', 'W'] }],
  ] as const)('%o matches mathjs', (inputs, want) => {
    const got = result('watt-volt-amp', inputs);
    for (const [k, [expr, unit]] of Object.entries(want)) expect(Math.abs(got[k] / ref(expr, unit) - 1), k).toBeLessThan(2e-15);
  });

  it('a 2 kW, 230 V kettle element: 8.70 A and 26.45 Ω', () => {
    const got = result('watt-volt-amp', { P: 2000, V: 230 });
    expect(got.I).toBeCloseTo(8.695652173913043, 14);
    expect(got.R).toBeCloseTo(26.45, 12);
  });

  it('answers exactly as ohms-law for every pair (shared solver)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(['V', 'I'], ['V', 'R'], ['V', 'P'], ['I', 'R'], ['I', 'P'], ['R', 'P']),
        fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
        ([k1, k2], x, y) => {
          const inputs = { [k1]: x, [k2]: y };
          expect(result('watt-volt-amp', inputs)).toEqual(result('ohms-law', inputs));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('publishes its own capability, version, page and formula ids', () => {
    const env = ok('watt-volt-amp', { P: 60, V: 120 });
    expect(env).toMatchObject({ engine: 'watt-volt-amp', capability_id: 'electrical.watt_volt_amp', calculation_version: '1.5.1', page: '/calc/electric/watt-volt-amp' });
    expect(env.formula?.id).toBe('watt-volt-amp.v-p');
    expect(env.result_detail.formatted).toBe('I = 0.5 A, R = 240 Ω');
  });

  it.each([
    [{ P: 100, I: 0 }, 'CURRENT_MUST_BE_NONZERO', 'I'],
    [{ P: 100, V: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'V'],
    [{ P: 100, R: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ P: 0, V: 0 }, 'UNDEFINED', 'V'],
    [{ P: 0, V: 230 }, 'NO_FINITE_SOLUTION', 'P'],
    [{ P: -5, V: 10 }, 'POWER_MUST_BE_NONNEGATIVE', 'P'],
    [{ P: 100 }, 'MISSING_REQUIRED_INPUT', 'V'],
    [{ P: 100, V: 230, I: 1, R: 5 }, 'INVALID_INPUT', 'R'],
  ])('%o → %s on %s', (inputs, code, field) => {
    const f = failure('watt-volt-amp', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });
});

declaresTheCodesItReturns('watt-volt-amp');
