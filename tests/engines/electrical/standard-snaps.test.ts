// Every "next standard value at or above", "nearest standard value" and "whole count
// at least" of the electrical engines, at its boundaries. The standard tables are
// typed here from IEC 60063:2015 (E-series), ISO 3 (R10) and IEEE Std C57.12.00
// (kVA ratings), not read from the engines. Inputs are decimals whose real-arithmetic
// result is exactly a standard value (built with decimal.js), so a double result a
// few ulps off (6800.000000000001 µF) must still give that value; 1 ppm above it
// must give the next. The engines share one rule (engines/electrical/_lib/standard-snap.ts):
// within a relative 1e-9 a value equals the standard value.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { MANTISSAS, nearestStandard, standardAtLeast } from '../../../engines/electrical/_lib/e-series.ts';
import { registry } from '../../../engines/registry.ts';
import { result, run } from '../../helpers/calc.ts';

// IEC 60063:2015, Tables 1–3: mantissas ×100.
const E24 = [100, 110, 120, 130, 150, 160, 180, 200, 220, 240, 270, 300, 330, 360, 390, 430, 470, 510, 560, 620, 680, 750, 820, 910];
const E12 = [100, 120, 150, 180, 220, 270, 330, 390, 470, 560, 680, 820];
const E6 = [100, 150, 220, 330, 470, 680];
const E192 = [
  100, 101, 102, 104, 105, 106, 107, 109, 110, 111, 113, 114, 115, 117, 118, 120, 121, 123, 124, 126, 127, 129, 130, 132, 133, 135, 137, 138, 140, 142, 143, 145,
  147, 149, 150, 152, 154, 156, 158, 160, 162, 164, 165, 167, 169, 172, 174, 176, 178, 180, 182, 184, 187, 189, 191, 193, 196, 198, 200, 203, 205, 208, 210, 213,
  215, 218, 221, 223, 226, 229, 232, 234, 237, 240, 243, 246, 249, 252, 255, 258, 261, 264, 267, 271, 274, 277, 280, 284, 287, 291, 294, 298, 301, 305, 309, 312,
  316, 320, 324, 328, 332, 336, 340, 344, 348, 352, 357, 361, 365, 370, 374, 379, 383, 388, 392, 397, 402, 407, 412, 417, 422, 427, 432, 437, 442, 448, 453, 459,
  464, 470, 475, 481, 487, 493, 499, 505, 511, 517, 523, 530, 536, 542, 549, 556, 562, 569, 576, 583, 590, 597, 604, 612, 619, 626, 634, 642, 649, 657, 665, 673,
  681, 690, 698, 706, 715, 723, 732, 741, 750, 759, 768, 777, 787, 796, 806, 816, 825, 835, 845, 856, 866, 876, 887, 898, 909, 920, 931, 942, 953, 965, 976, 988,
];
const E96 = [
  100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169, 174, 178, 182, 187, 191, 196, 200, 205, 210,
  215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294, 301, 309, 316, 324, 332, 340, 348, 357, 365, 374, 383, 392, 402, 412, 422, 432, 442, 453,
  464, 475, 487, 499, 511, 523, 536, 549, 562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953, 976,
];
const E48 = [
  100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261, 274, 287, 301, 316, 332, 348, 365, 383, 402, 422, 442,
  464, 487, 511, 536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953,
];
const IEC_60063 = { E6, E12, E24, E48, E96, E192 } as const;
type Series = keyof typeof IEC_60063;
const SERIES = Object.keys(IEC_60063) as Series[];

/** ISO 3 R10 preferred numbers ×100. */
const R10 = [100, 125, 160, 200, 250, 315, 400, 500, 630, 800];
/** IEEE Std C57.12.00 preferred continuous kVA ratings. */
const IEEE_KVA = {
  single: [5, 10, 15, 25, 37.5, 50, 75, 100, 167, 250, 333, 500, 833, 1250, 1667, 2500, 3333, 5000, 6667, 8333, 10000, 12500, 16667, 20833, 25000, 33333],
  three: [15, 30, 45, 75, 112.5, 150, 225, 300, 500, 750, 1000, 1500, 2000, 2500, 3750, 5000, 7500, 10000, 12000, 15000, 20000, 25000, 30000, 37500, 50000, 60000, 75000, 100000],
};

const D = (x: Decimal.Value) => new Decimal(x);
/** A decimal as the JSON number a user types. */
const n = (x: Decimal) => Number(x.toString());
/** Values of a ×100 mantissa table over decades 10^lo … 10^hi, ascending, exact decimals. */
const values = (table: readonly number[], lo: number, hi: number) => {
  const out: Decimal[] = [];
  for (let d = lo; d <= hi; d++) for (const m of table) out.push(D(m).times(D(10).pow(d - 2)));
  return out;
};
const UP = D('1.000001'); // 1 ppm above a standard value: must take the next one

describe('the typed IEC 60063 tables', () => {
  it('have 6 … 192 values, nest as the standard says, and E48–E192 are round(10^(i/n), 2) except E192 9.20', () => {
    for (const s of SERIES) expect(IEC_60063[s]).toHaveLength(Number(s.slice(1)));
    expect(E12).toEqual(E24.filter((_, i) => i % 2 === 0));
    expect(E6).toEqual(E12.filter((_, i) => i % 2 === 0));
    expect(E96).toEqual(E192.filter((_, i) => i % 2 === 0));
    expect(E48).toEqual(E96.filter((_, i) => i % 2 === 0));
    // The standard's rule for E48 … E192, computed here in 40-digit decimal; 9.20 is the standard's one exception.
    for (const s of ['E48', 'E96', 'E192'] as const) {
      const k = IEC_60063[s].length;
      const formula = Array.from({ length: k }, (_, i) => D(10).pow(D(i).div(k)).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
      const diff = formula.flatMap((v, i) => (v === IEC_60063[s][i] ? [] : [`${s}[${i}] formula ${v}, table ${IEC_60063[s][i]}`]));
      expect(diff).toEqual(s === 'E192' ? ['E192[185] formula 919, table 920'] : []);
    }
  });

  it('the engine uses exactly these tables', () => {
    for (const s of SERIES) expect(MANTISSAS[s].map((m) => Math.round(m * 100))).toEqual([...IEC_60063[s]]);
  });
});

describe('shared E-series snap at every value of every series', () => {
  // Each standard value reached through arithmetic that leaves double noise: v·3/3, v/7·7, v·0.1·10.
  const noisy = (v: number) => [(v / 7) * 7, v * 0.1 * 10, v * (1 + 2 ** -51), v * (1 - 2 ** -51)];
  it.each(SERIES)('%s: at a value → that value (at least and nearest); 1 ppm above → the next value', (s) => {
    // Nine decades for the short series, two for E96/E192 (each lookup builds three decades of candidates).
    const long = IEC_60063[s].length > 48;
    const all = values(IEC_60063[s], long ? 1 : -1, long ? 2 : 7).map(n);
    const wrong: string[] = [];
    all.forEach((v, i) => {
      if (i === all.length - 1) return;
      for (const x of noisy(v)) {
        if (standardAtLeast(x, s) !== v) wrong.push(`at least ${x} → ${standardAtLeast(x, s)}, want ${v}`);
        const near = nearestStandard(x, s);
        if (near.value !== v || near.below !== v || near.above !== v) wrong.push(`nearest ${x} → ${near.value} (${near.below}, ${near.above}), want ${v}`);
      }
      const above = n(D(v).times(UP));
      if (standardAtLeast(above, s) !== all[i + 1]) wrong.push(`at least ${above} → ${standardAtLeast(above, s)}, want ${all[i + 1]}`);
      // Nearest switches at the geometric mean of neighbours (irrational: no exact tie); 1 ppm on either side decides.
      const mid = Math.sqrt(v * all[i + 1]);
      if (nearestStandard(mid * 0.999999, s).value !== v || nearestStandard(mid * 1.000001, s).value !== all[i + 1]) wrong.push(`nearest around √(${v}·${all[i + 1]})`);
    });
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('rectifier-ripple-cap: next E6 capacitor at or above', () => {
  it('0.68 A, 50 Hz full-wave, 1 V ripple needs exactly 6800 µF: E6 6800, not 10000', () => {
    const r = result('rectifier-ripple-cap', { circuit: 'full', frequency: 50, load_current: 0.68, ripple_vpp: 1 });
    expect(r.standard_capacitance_uf).toBe(6800);
  });

  it('every E6 value from 1 µF to 1 F, for several frequencies and ripples: exact → that value, 1 ppm more current → the next', () => {
    const all = values(E6, 0, 6);
    const wrong: string[] = [];
    all.slice(0, -1).forEach((C, i) => {
      for (const [f, p, ripple] of [[50, 2, '1'], [60, 2, '0.3'], [50, 1, '2.5'], [400, 2, '0.05']] as const) {
        // C = I / (p·f·ΔV) ⇒ I = C·p·f·ΔV, exact in decimal (C in µF).
        const I = C.times('1e-6').times(p).times(f).times(ripple);
        const inputs = { circuit: p === 2 ? 'full' : 'half', frequency: f, ripple_vpp: Number(ripple) };
        const at = result('rectifier-ripple-cap', { ...inputs, load_current: n(I) }).standard_capacitance_uf;
        const above = result('rectifier-ripple-cap', { ...inputs, load_current: n(I.times(UP)) }).standard_capacitance_uf;
        if (at !== n(C) || above !== n(all[i + 1])) wrong.push(`${C} µF at ${f} Hz p=${p} ΔV=${ripple}: ${at}, above ${above}`);
      }
    });
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('led-resistor: next standard resistor at or above, nearest, power rating and LED count', () => {
  it.each(['E6', 'E12', 'E24', 'E48', 'E96', 'E192'] as const)('%s: R = (Vs − Vf)/I exactly a standard value → R and R_nearest are it; 1 ppm more → the next', (s) => {
    const all = values(IEC_60063[s], 2, 3);
    const wrong: string[] = [];
    all.slice(0, -1).forEach((R, i) => {
      for (const [Vf, mA] of ([['1.8', '20'], ['3.2', '7'], ['2.1', '0.3']] as const).slice(0, IEC_60063[s].length > 24 ? 1 : 3)) {
        const Vs = R.times(mA).div(1000).plus(Vf); // exact decimal
        const inputs = { mode: 'resistor', Vf: Number(Vf), I_f: Number(mA), I_unit: 'mA', series: s };
        const at = result('led-resistor', { ...inputs, Vs: n(Vs) });
        const above = result('led-resistor', { ...inputs, Vs: n(R.times(UP).times(mA).div(1000).plus(Vf)) });
        if (at.R !== n(R) || at.R_nearest !== n(R) || above.R !== n(all[i + 1])) wrong.push(`${R} Ω (Vf ${Vf}, ${mA} mA): R ${at.R}, nearest ${at.R_nearest}, above ${above.R}`);
      }
    });
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });

  // Common resistor power ratings, W; the engine asks for twice the dissipation (50 % derating).
  const RATINGS = ['0.0625', '0.1', '0.125', '0.25', '0.5', '1', '2', '3', '5', '10', '25', '50'];
  it('P_R_rating: 2·P_R exactly a rating → that rating; slightly more → the next', () => {
    const wrong: string[] = [];
    RATINGS.slice(0, -1).forEach((rating, i) => {
      // R = 100 Ω given, I = √(rating / 2 / 100) must be a decimal: use R = rating / 2 / I² with I = 0.05 A … as V_R = I·R.
      for (const I of ['0.05', '0.1', '0.02']) {
        const R = D(rating).div(2).div(D(I).pow(2)); // P_R = I²R = rating/2 exactly
        if (!R.isInteger() && R.decimalPlaces() > 6) continue;
        const Vs = D(I).times(R).plus('2'); // Vf = 2 V, one LED
        const at = result('led-resistor', { mode: 'current', Vs: n(Vs), Vf: 2, R: n(R) });
        const above = result('led-resistor', { mode: 'current', Vs: n(D(I).times(UP).times(R).plus('2')), Vf: 2, R: n(R) });
        if (at.P_R_rating !== Number(rating) || above.P_R_rating !== Number(RATINGS[i + 1])) wrong.push(`${rating} W at ${I} A: ${at.P_R_rating}, above ${above.P_R_rating}`);
      }
    });
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });

  it('a supply of exactly k LED voltages fits k − 1 LEDs (no voltage left for the resistor)', () => {
    const wrong: string[] = [];
    for (const Vf of ['1.1', '1.7', '2.9', '3.3', '0.7'])
      for (let k = 2; k <= 12; k++) {
        const Vs = D(Vf).times(k);
        const a = run('led-resistor', { mode: 'resistor', Vs: n(Vs), Vf: Number(Vf), I_f: 10, leds_in_series: k }).body as { code?: string; suggestion?: string; detail?: string };
        if (a.code !== 'SUPPLY_BELOW_LED_VOLTAGE' || !a.suggestion?.includes(`at most ${k - 1} LED`) || !a.detail?.includes('exactly')) wrong.push(`${k} × ${Vf} V: ${a.code} ${a.suggestion}`);
      }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('parallel-resistor and series-capacitor: nearest standard value of the missing part', () => {
  it('the missing resistor is exactly each E24/E96 value (two equal resistors for half the target) → that value', () => {
    const wrong: string[] = [];
    for (const s of ['E24', 'E96'] as const)
      for (const R of values(IEC_60063[s], 2, 4)) {
        // R ∥ R = R/2: with R listed and target R/2 the added resistor is R.
        const r = result('parallel-resistor', { mode: 'target', resistors: [n(R)], target: n(R.div(2)), series: s });
        if (r.standard.value !== n(R) || r.standard.below !== n(R) || r.standard.above !== n(R)) wrong.push(`${s} ${R}: ${JSON.stringify(r.standard)}`);
      }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });

  it('the missing series capacitor is exactly each E12 value → that value', () => {
    const wrong: string[] = [];
    for (const C of values(E12, 0, 3)) {
      const r = result('series-capacitor', { mode: 'target', capacitors: [n(C)], target: n(C.div(2)), C_unit: 'nF', series: 'E12' });
      if (r.standard.value !== n(C) * 1e-9 && !sameDouble(r.standard.value, n(C) * 1e-9)) wrong.push(`${C} nF: ${JSON.stringify(r.standard)}`);
    }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

/** The engine reports SI farads: 6.8e-9 computed as 6.8 × 1e-9 may differ from the literal by an ulp. */
const sameDouble = (a: number, b: number) => Math.abs(a - b) <= 4 * Number.EPSILON * Math.abs(b);

describe('resistor-color: nearest standard value of a resistance', () => {
  it('a resistance at an E-series value, exact or a few ulps off, is its own nearest standard value and in its smallest series', () => {
    const wrong: string[] = [];
    for (const s of ['E6', 'E12', 'E24'] as const)
      for (const R of values(IEC_60063[s], 0, 6)) {
        for (const typed of [n(R), (n(R) / 3) * 3, n(R) * (1 - 2 ** -52), n(R) * (1 + 2 ** -51)]) {
          const r = result('resistor-color', { dir: 'encode', resistance: typed, band_count: 4, series: s });
          if (r.nearest_standard.value !== n(R)) wrong.push(`${s} ${typed}: ${r.nearest_standard.value}`);
          // e_series: the smallest series holding the value, even from a double a few ulps off it.
          const smallest = (['E6', 'E12', 'E24'] as const).find((t) => IEC_60063[t].includes(Number(R.div(D(10).pow(R.e - 2)).toFixed(0))));
          if (r.e_series !== smallest) wrong.push(`${typed}: e_series ${r.e_series}, want ${smallest}`);
        }
      }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('transformer-sizing: next standard rating at or above', () => {
  // required = load × (1 + margin/100): with margin 25 % a load of rating × 0.8 needs exactly the rating.
  it('IEC R10: every rating from 1 kVA to 100 MVA, reached exactly through kVA, kW/PF and V·I → that rating; 1 ppm more → the next', () => {
    const all = values(R10, 0, 5);
    const wrong: string[] = [];
    all.slice(0, -1).forEach((rating, i) => {
      const load = rating.times('0.8');
      const cases = [
        { mode: 'apparent', load_kva: n(load) },
        { mode: 'power', load_kw: n(load.times('0.85')), power_factor: 0.85 },
        { mode: 'current', voltage: 400, current: n(load.times(1000).div(400)) },
      ];
      for (const c of cases) {
        const at = result('transformer-sizing', { phase: 'single', margin_pct: 25, standard: 'iec', ...c }).standard_kva;
        if (at !== n(rating)) wrong.push(`${rating} kVA via ${c.mode}: ${at}`);
      }
      const above = result('transformer-sizing', { phase: 'single', mode: 'apparent', margin_pct: 25, standard: 'iec', load_kva: n(load.times(UP)) }).standard_kva;
      if (above !== n(all[i + 1])) wrong.push(`above ${rating} kVA: ${above}, want ${all[i + 1]}`);
    });
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });

  it.each(['single', 'three'] as const)('IEEE C57.12.00 %s-phase: every rating → that rating; 1 ppm more → the next', (phase) => {
    const list = IEEE_KVA[phase];
    const wrong: string[] = [];
    list.slice(0, -1).forEach((rating, i) => {
      const load = D(rating).times('0.8');
      for (const margin of [25]) {
        const at = result('transformer-sizing', { phase, mode: 'power', load_kw: n(load.times('0.9')), power_factor: 0.9, margin_pct: margin, standard: 'ieee' }).standard_kva;
        const above = result('transformer-sizing', { phase, mode: 'apparent', load_kva: n(load.times(UP)), margin_pct: margin, standard: 'ieee' }).standard_kva;
        if (at !== rating || above !== list[i + 1]) wrong.push(`${rating}: ${at}, above ${above}`);
      }
    });
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('battery-pack-sizing: whole cells in series and strings in parallel', () => {
  it('a target of exactly k cells needs k (series, capacity, energy, current); 1 ppm more needs k + 1', () => {
    const wrong: string[] = [];
    for (const cellV of ['3.2', '3.6', '3.7', '1.2', '2.1', '3.3'])
      for (const cap of ['2.5', '3.4', '0.7'])
        for (let k = 1; k <= 24; k++) {
          const base = { cell_voltage: Number(cellV), cell_capacity_ah: Number(cap), series_rounding: 'up' };
          const V = D(cellV).times(k);
          const r = result('battery-pack-sizing', { ...base, target_voltage: n(V), target_capacity_ah: n(D(cap).times(k)) });
          const e = result('battery-pack-sizing', { ...base, target_voltage: n(V), target_energy_wh: n(V.times(cap).times(k)) });
          const c = result('battery-pack-sizing', { ...base, target_voltage: n(V), max_current: n(D('1.3').times(k)), cell_max_current: 1.3 });
          const up = result('battery-pack-sizing', { ...base, target_voltage: n(V.times(UP)), target_capacity_ah: n(D(cap).times(k).times(UP)) });
          if (r.series !== k || r.parallel !== k || e.parallel !== k || c.parallel !== k || up.series !== k + 1 || up.parallel !== k + 1) {
            wrong.push(`${k} × ${cellV} V ${cap} Ah: series ${r.series}, parallel ${r.parallel}/${e.parallel}/${c.parallel}, above ${up.series}S${up.parallel}P`);
          }
        }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('pcb-via-current: whole vias for a load current', () => {
  it('exactly k times one via’s capacity needs k vias; 1 ppm more needs k + 1', () => {
    const via = { hole_diameter: 0.3, board_thickness: 1.6, plating_thickness: 25, temp_rise: 10 };
    const wrong: string[] = [];
    for (const hole of [0.2, 0.3, 0.45, 0.8]) {
      const one = result('pcb-via-current', { ...via, hole_diameter: hole }).max_current_A;
      for (let k = 1; k <= 40; k++) {
        const at = result('pcb-via-current', { ...via, hole_diameter: hole, current: one * k }).vias_needed;
        const above = result('pcb-via-current', { ...via, hole_diameter: hole, current: one * k * 1.000001 }).vias_needed;
        if (at !== k || above !== k + 1) wrong.push(`${hole} mm, ${k} vias: ${at}, above ${above}`);
      }
    }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
  });
});

describe('the snap rule is stated where it applies', () => {
  it.each(['rectifier-ripple-cap', 'led-resistor', 'parallel-resistor', 'series-capacitor', 'resistor-color', 'transformer-sizing', 'battery-pack-sizing', 'pcb-via-current'])('%s', (id) => {
    expect(registry.tools.get(id)!.engine.assumptions.some((a) => a.includes('relative 1e-9'))).toBe(true);
  });
});
