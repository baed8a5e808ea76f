// Resistive attenuator pads: matched Pi, T and bridged-T pads for an impedance Z0 and an attenuation,
// and the minimum-loss pad between two unequal impedances; each rounded to a standard E-series value,
// with the attenuation and match the rounded values give (or those of resistors already chosen).
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import * as det from '../core/det-math.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, missing, ok, warning } from '../core/outcome.ts';
import { E_SERIES, type ESeries, nearestStandard } from './_lib/e-series.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';

const MODES = ['design', 'analyze'] as const;
const TOPOLOGIES = ['pi', 't', 'bridged-t', 'min-loss'] as const;
type Topology = (typeof TOPOLOGIES)[number];
const SERIES = E_SERIES.filter((s) => s !== 'E6') as Exclude<ESeries, 'E6'>[];

/** A resistor between two nodes (0 is ground; 1 the source side, 2 the load side, 3 a middle node). */
type Element = readonly [number, number, number];

interface Pad {
  R_series: number;
  R_shunt: number;
  R_bridge?: number;
}

/**
 * The pad as a network of resistors. Pi: shunt, series, shunt. T: series, shunt to ground from the middle, series.
 * Bridged-T: two arms R_series (= Z0) in series through the middle node, R_bridge across them, R_shunt from the middle to ground.
 * Minimum-loss L: the series arm on the higher-impedance side, the shunt across the lower.
 */
function network(topology: Topology, pad: Pad, seriesOnSource: boolean): { nodes: number; elements: Element[] } {
  switch (topology) {
    case 'pi':
      return { nodes: 2, elements: [[1, 0, pad.R_shunt], [1, 2, pad.R_series], [2, 0, pad.R_shunt]] };
    case 't':
      return { nodes: 3, elements: [[1, 3, pad.R_series], [3, 0, pad.R_shunt], [3, 2, pad.R_series]] };
    case 'bridged-t':
      return { nodes: 3, elements: [[1, 3, pad.R_series], [3, 2, pad.R_series], [1, 2, pad.R_bridge!], [3, 0, pad.R_shunt]] };
    case 'min-loss':
      return { nodes: 2, elements: seriesOnSource ? [[1, 2, pad.R_series], [2, 0, pad.R_shunt]] : [[1, 0, pad.R_shunt], [1, 2, pad.R_series]] };
  }
}

/**
 * Node voltages of the network driven at node `drive` by a source of EMF 1 V behind `Zs`, with `Zt` from the other
 * port to ground (nodal analysis, Gaussian elimination with partial pivoting; at most 3 nodes).
 */
function solve(net: { nodes: number; elements: Element[] }, drive: 1 | 2, Zs: number, Zt: number): number[] {
  const n = net.nodes;
  const G = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  const stamp = (a: number, b: number, g: number) => {
    if (a) G[a - 1][a - 1] += g;
    if (b) G[b - 1][b - 1] += g;
    if (a && b) {
      G[a - 1][b - 1] -= g;
      G[b - 1][a - 1] -= g;
    }
  };
  for (const [a, b, R] of net.elements) stamp(a, b, 1 / R);
  const other = drive === 1 ? 2 : 1;
  stamp(drive, 0, 1 / Zs);
  stamp(other, 0, 1 / Zt);
  G[drive - 1][n] += 1 / Zs;
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(G[r][c]) > Math.abs(G[p][c])) p = r;
    [G[c], G[p]] = [G[p], G[c]];
    for (let r = c + 1; r < n; r++) {
      const f = G[r][c] / G[c][c];
      for (let k = c; k <= n; k++) G[r][k] -= f * G[c][k];
    }
  }
  const v = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = G[r][n];
    for (let k = r + 1; k < n; k++) s -= G[r][k] * v[k];
    v[r] = s / G[r][r];
  }
  return v;
}

interface Performance {
  attenuation_dB: number;
  Zin: number;
  Zout: number;
  /** |Γ| at each port; 0 is a perfect match. */
  gammaIn: number;
  gammaOut: number;
}

/** Transducer loss 10·log10(P_available / P_load) and the impedances each port presents with the other terminated. */
function perform(net: { nodes: number; elements: Element[] }, Zsrc: number, Zload: number): Performance {
  const fwd = solve(net, 1, Zsrc, Zload);
  const back = solve(net, 2, Zload, Zsrc);
  // EMF 1 V: P_available = 1/(4·Zs); P_load = V2²/ZL.
  const attenuation_dB = 10 * det.log10(Zload / (4 * Zsrc * fwd[1] * fwd[1]));
  const Zin = (fwd[0] * Zsrc) / (1 - fwd[0]);
  const Zout = (back[1] * Zload) / (1 - back[1]);
  return { attenuation_dB, Zin, Zout, gammaIn: Math.abs((Zin - Zsrc) / (Zin + Zsrc)), gammaOut: Math.abs((Zout - Zload) / (Zout + Zload)) };
}

/** Exact resistor values of a pad. */
function design(topology: Topology, Z0: number, K: number, Zh: number, Zl: number): Pad {
  switch (topology) {
    case 'pi':
      return { R_shunt: (Z0 * (K + 1)) / (K - 1), R_series: (Z0 * (K * K - 1)) / (2 * K) };
    case 't':
      return { R_series: (Z0 * (K - 1)) / (K + 1), R_shunt: (Z0 * 2 * K) / (K * K - 1) };
    case 'bridged-t':
      return { R_series: Z0, R_bridge: Z0 * (K - 1), R_shunt: Z0 / (K - 1) };
    case 'min-loss':
      return { R_series: det.sqrt(Zh * (Zh - Zl)), R_shunt: Zl * det.sqrt(Zh / (Zh - Zl)) };
  }
}

const input = z.object({
  mode: z._default(z.enum(MODES), 'design'),
  topology: z._default(z.enum(TOPOLOGIES), 'pi'),
  Z0: z._default(z.number().check(z.meta({ description: 'System impedance in Ω (Pi, T, bridged-T)' })), 50),
  attenuation_dB: z.optional(z.number().check(z.lte(300), z.meta({ description: 'Attenuation in dB (Pi, T, bridged-T design)' }))),
  Z_source: z.optional(z.number().check(z.meta({ description: 'Source-side impedance in Ω (minimum-loss pad)' }))),
  Z_load: z.optional(z.number().check(z.meta({ description: 'Load-side impedance in Ω (minimum-loss pad)' }))),
  series: z._default(z.enum(SERIES), 'E24'),
  R_series: z.optional(z.number().check(z.meta({ description: 'Series resistor (each of the two in a T pad, each arm of a bridged-T), Ω (mode analyze)' }))),
  R_shunt: z.optional(z.number().check(z.meta({ description: 'Shunt resistor (each of the two in a Pi pad), Ω (mode analyze)' }))),
  R_bridge: z.optional(z.number().check(z.meta({ description: 'Bridge resistor of a bridged-T pad, Ω (mode analyze)' }))),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  topology: z.enum(TOPOLOGIES),
  Z_source: z.number(),
  Z_load: z.number(),
  attenuation_target_dB: z.optional(z.number()),
  min_loss_dB: z.optional(z.number()),
  series_arm_side: z.optional(z.enum(['source', 'load'])),
  R_series_exact: z.optional(z.number()),
  R_shunt_exact: z.optional(z.number()),
  R_bridge_exact: z.optional(z.number()),
  series: z.optional(z.enum(SERIES)),
  R_series: z.number(),
  R_shunt: z.number(),
  R_bridge: z.optional(z.number()),
  attenuation_dB: z.number(),
  Zin: z.number(),
  Zout: z.number(),
  vswr_in: z.number(),
  vswr_out: z.number(),
  return_loss_in_dB: z.optional(z.number()),
  return_loss_out_dB: z.optional(z.number()),
});

const FORMULA = {
  id: 'attenuator.pads',
  expression:
    'K = 10^(A/20);  Pi: R_shunt = Z0(K+1)/(K−1), R_series = Z0(K²−1)/(2K);  T: R_series = Z0(K−1)/(K+1), R_shunt = 2K·Z0/(K²−1);  bridged-T: R_bridge = Z0(K−1), R_shunt = Z0/(K−1);  min-loss (Zh > Zl): R_series = √(Zh(Zh−Zl)), R_shunt = Zl·√(Zh/(Zh−Zl)), loss = 20·log10(√(Zh/Zl) + √(Zh/Zl − 1))',
  label: 'Resistive attenuator pads',
};

/** |Γ| below this is a perfect match: double rounding in the nodal solution leaves about 1e-16. */
const MATCHED = 1e-12;
const rl = (gamma: number) => (gamma > MATCHED ? { value: -20 * det.log10(gamma) } : null);
const vswr = (gamma: number) => (1 + gamma) / (1 - gamma);

export const engine = defineEngine({
  id: 'attenuator',
  area: 'electrical',
  title: 'Attenuator calculator (Pi, T, bridged-T, minimum-loss pad)',
  description:
    'Resistor values of a matched Pi, T or bridged-T attenuator pad for a system impedance and attenuation in dB, or of the minimum-loss pad between two impedances (50 Ω to 75 Ω); rounded to standard E24/E96 values with the attenuation, input and output impedance, VSWR and return loss those values give. Or the attenuation and match of resistors already chosen.',
  keywords: ['pi attenuator', 'pi pad', 'T attenuator', 'tee attenuator', 'T pad', 'bridged T attenuator', 'attenuator calculator', 'resistive attenuator', 'attenuator pad', 'matching pad', 'minimum loss pad', '50 to 75 ohm', 'impedance matching pad', 'RF attenuator', 'dB pad', 'resistor attenuator'],
  capability_id: 'electrical.rf.attenuator',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'dB',
  errors: ['ATTENUATION_MUST_BE_POSITIVE', 'IMPEDANCES_MUST_DIFFER', 'IMPEDANCE_MUST_BE_POSITIVE', 'RESISTANCE_MUST_BE_POSITIVE'],
  warnings: ['INPUT_IGNORED', 'PERFECT_MATCH'],
  formula: FORMULA,
  assumptions: [
    'Matched symmetric pads between equal impedances Z0 with K = 10^(A/20) (the voltage ratio): Pi R_shunt = Z0(K+1)/(K−1) (each of two), R_series = Z0(K²−1)/(2K); T R_series = Z0(K−1)/(K+1) (each of two), R_shunt = 2K·Z0/(K²−1); bridged-T arms = Z0, R_bridge = Z0(K−1), R_shunt = Z0/(K−1) (Wikipedia "Attenuator (electronics)"; Rohde & Schwarz and Mini-Circuits attenuator notes).',
    'Minimum-loss (L) pad between unequal resistances Zh > Zl: the series arm √(Zh(Zh−Zl)) faces Zh, the shunt arm Zl·√(Zh/(Zh−Zl)) sits across Zl; both ports are matched and the power loss 20·log10(√(Zh/Zl) + √(Zh/Zl − 1)) is the least any resistive match can have (Maxim/Analog Devices tutorial 972, "CATV Minimum Loss Pad for 75Ω Measurements": 5.72 dB for 75 Ω/50 Ω).',
    'Design mode rounds each resistor to the nearest value (in ratio) of the chosen IEC 60063 series (the bridged-T arms too, since Z0 is rarely a series value); the attenuation, impedances and match are then those of the rounded values, by nodal analysis of the pad between its terminations.',
    'attenuation_dB is the transducer loss 10·log10(P_available/P_load) with the source Z_source and the load Z_load; for equal impedances this is 20·log10 of the voltage ratio. Zin is seen from the source with the load attached, Zout from the load with the source attached; VSWR = (1+|Γ|)/(1−|Γ|), return loss = −20·log10|Γ| (left out for a perfect match).',
    'Ideal resistors at DC to the frequency where their parasitic inductance and capacitance begin to matter (for SMD 0603 parts roughly 1 GHz); real impedances only.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'design', label: 'Design a pad' }, { value: 'analyze', label: 'Check given resistors' }] },
      topology: { label: 'Pad', options: [{ value: 'pi', label: 'Pi (π)' }, { value: 't', label: 'T (tee)' }, { value: 'bridged-t', label: 'Bridged-T' }, { value: 'min-loss', label: 'Minimum-loss matching pad (unequal impedances)' }] },
      Z0: { label: 'System impedance Z0', unit: 'Ω' },
      attenuation_dB: { label: 'Attenuation', unit: 'dB' },
      Z_source: { label: 'Source impedance', unit: 'Ω' },
      Z_load: { label: 'Load impedance', unit: 'Ω' },
      series: { label: 'Resistor series', help: 'E24 (5 %), E96 (1 %), E192 (0.5 %)' },
      R_series: { label: 'Series resistor (each, in a T; each arm, in a bridged-T)', unit: 'Ω' },
      R_shunt: { label: 'Shunt resistor (each, in a Pi)', unit: 'Ω' },
      R_bridge: { label: 'Bridge resistor (bridged-T)', unit: 'Ω' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'design', label: 'Design', fields: ['topology', 'Z0', 'attenuation_dB', 'Z_source', 'Z_load', 'series'] },
          { value: 'analyze', label: 'Check resistors', fields: ['topology', 'Z0', 'Z_source', 'Z_load', 'R_series', 'R_shunt', 'R_bridge'] },
        ],
      },
    ],
    initial: { mode: 'design', topology: 'pi', Z0: 50, attenuation_dB: 10, series: 'E24' },
    headline: 'attenuation_dB',
    outputs: {
      Z_source: { label: 'Source impedance', unit: 'Ω' },
      Z_load: { label: 'Load impedance', unit: 'Ω' },
      attenuation_target_dB: { label: 'Attenuation asked for', unit: 'dB' },
      min_loss_dB: { label: 'Minimum loss of the match', unit: 'dB' },
      series_arm_side: { label: 'Series arm on the side of the' },
      R_series_exact: { label: 'Exact series resistor', unit: 'Ω' },
      R_shunt_exact: { label: 'Exact shunt resistor', unit: 'Ω' },
      R_bridge_exact: { label: 'Exact bridge resistor', unit: 'Ω' },
      R_series: { label: 'Series resistor', unit: 'Ω' },
      R_shunt: { label: 'Shunt resistor', unit: 'Ω' },
      R_bridge: { label: 'Bridge resistor', unit: 'Ω' },
      attenuation_dB: { label: 'Attenuation with these resistors', unit: 'dB' },
      Zin: { label: 'Input impedance (load attached)', unit: 'Ω' },
      Zout: { label: 'Output impedance (source attached)', unit: 'Ω' },
      vswr_in: { label: 'Input VSWR' },
      vswr_out: { label: 'Output VSWR' },
      return_loss_in_dB: { label: 'Input return loss', unit: 'dB' },
      return_loss_out_dB: { label: 'Output return loss', unit: 'dB' },
    },
  },
  examples: [
    {
      name: '50 Ω, 10 dB Pi pad',
      inputs: { topology: 'pi', Z0: 50, attenuation_dB: 10 },
      expect: { status: 'success', values: { R_shunt_exact: 96.25, R_series_exact: 71.15, R_shunt: 100, R_series: 68 }, rel: 1e-3 },
      source: 'Pi-pad equations (Wikipedia "Attenuator (electronics)") evaluated exactly: 50·(√10 + 1)/(√10 − 1) = 96.25 Ω shunt, 50·9/(2√10) = 71.15 Ω series, the values of published 50 Ω pad tables; nearest IEC 60063 E24 values 100 Ω and 68 Ω.',
    },
    {
      name: '50 Ω, 3 dB T pad',
      inputs: { topology: 't', Z0: 50, attenuation_dB: 3 },
      expect: { status: 'success', values: { R_series_exact: 8.55, R_shunt_exact: 141.926 }, rel: 1e-3 },
      source: 'Microwave Software "T/Pi Pads" utility manual (microwavesoftware.com/manuals/utilpg21.html): 3 dB T pad in 50 Ω, R1 = R2 = 8.550 Ω, R3 = 141.926 Ω.',
    },
    {
      name: 'The 3 dB T pad built with 10, 10 and 150 Ω',
      inputs: { mode: 'analyze', topology: 't', Z0: 50, R_series: 10, R_shunt: 150 },
      expect: { status: 'success', values: { attenuation_dB: 3.17, vswr_in: 1.057 }, rel: 2e-3 },
      source: 'Microwave Software "T/Pi Pads" manual: with the 5 % values 10, 10 and 150 Ω "the loss would be 3.17 dB and would introduce a VSWR of 1.057".',
    },
    {
      name: '75 Ω to 50 Ω minimum-loss pad',
      inputs: { topology: 'min-loss', Z_source: 75, Z_load: 50, series: 'E96' },
      expect: { status: 'success', values: { R_series_exact: 43.30, R_shunt_exact: 86.60, min_loss_dB: 5.72 }, rel: 1e-3 },
      source: 'Maxim (Analog Devices) tutorial 972, "CATV Minimum Loss Pad for 75Ω Measurements": 43.3 Ω series, 86.6 Ω shunt, 5.72 dB power loss in either direction; Microwave Software manual: minimum loss 5.719 dB for 75/50 Ω.',
    },
    {
      name: 'Zero attenuation',
      inputs: { topology: 'pi', attenuation_dB: 0 },
      expect: { status: 'error', code: 'ATTENUATION_MUST_BE_POSITIVE' },
      source: 'A 0 dB pad is a plain connection: its shunt resistors would be infinite.',
    },
  ],
  limitations: [
    'Resistive pads between real impedances: no reactive matching (see the L-network matching calculator), no frequency-dependent parasitics, no power rating of the resistors.',
    'Unequal-impedance pads are the minimum-loss L pad only; a Pi or T pad with more loss between unequal impedances is not designed.',
  ],
  related: ['lc-match', 'vswr', 'gamma-z'],
  compute(inp) {
    const warnings: Warning[] = [];
    const minLoss = inp.topology === 'min-loss';
    let Zsrc: number;
    let Zload: number;
    if (minLoss) {
      if (inp.Z_source === undefined) return missing('Z_source', 'A minimum-loss pad needs the source impedance.', 'Give Z_source in Ω, e.g. 75.');
      if (inp.Z_load === undefined) return missing('Z_load', 'A minimum-loss pad needs the load impedance.', 'Give Z_load in Ω, e.g. 50.');
      Zsrc = inp.Z_source;
      Zload = inp.Z_load;
      for (const [field, z0] of [['Z_source', Zsrc], ['Z_load', Zload]] as const)
        if (!(z0 > 0)) return fail('IMPEDANCE_MUST_BE_POSITIVE', field, `${field} = ${formatNumber(z0)} Ω is not above 0 Ω.`, 'Give a real impedance above 0 Ω, e.g. 50 or 75.');
      if (Zsrc === Zload) return fail('IMPEDANCES_MUST_DIFFER', 'Z_load', `Source and load are both ${formatNumber(Zsrc)} Ω: a minimum-loss pad between equal impedances is a plain connection.`, 'For attenuation between equal impedances choose a Pi, T or bridged-T pad.');
      warnings.push(...unusedInputsWarning(inp, ['attenuation_dB'], 'by a minimum-loss pad (its loss follows from the two impedances)'));
    } else {
      if (!(inp.Z0 > 0)) return fail('IMPEDANCE_MUST_BE_POSITIVE', 'Z0', `Z0 = ${formatNumber(inp.Z0)} Ω is not above 0 Ω.`, 'Give the system impedance, e.g. 50 or 75 Ω.');
      Zsrc = Zload = inp.Z0;
      warnings.push(...unusedInputsWarning(inp, ['Z_source', 'Z_load'], 'by a Pi, T or bridged-T pad (both sides are Z0)'));
    }
    const Zh = Math.max(Zsrc, Zload);
    const Zl = Math.min(Zsrc, Zload);
    const seriesOnSource = Zsrc >= Zload;
    const extras = minLoss
      ? { min_loss_dB: 20 * det.log10(det.sqrt(Zh / Zl) + det.sqrt(Zh / Zl - 1)), series_arm_side: seriesOnSource ? ('source' as const) : ('load' as const) }
      : {};

    let pad: Pad;
    let exact: Record<string, unknown> = {};
    if (inp.mode === 'design') {
      let K = 1;
      if (!minLoss) {
        if (inp.attenuation_dB === undefined) return missing('attenuation_dB', 'A Pi, T or bridged-T pad needs its attenuation.', 'Give the attenuation in dB, e.g. 3, 6, 10 or 20.');
        if (!(inp.attenuation_dB > 0)) return fail('ATTENUATION_MUST_BE_POSITIVE', 'attenuation_dB', `${formatNumber(inp.attenuation_dB)} dB: a pad attenuates by more than 0 dB (0 dB is a plain connection).`, 'Give the attenuation in dB above 0, e.g. 3, 6, 10 or 20.');
        K = det.pow(10, inp.attenuation_dB / 20);
      }
      const ideal = design(inp.topology, inp.Z0, K, Zh, Zl);
      const snap = (r: number) => nearestStandard(r, inp.series).value;
      pad = { R_series: snap(ideal.R_series), R_shunt: snap(ideal.R_shunt), ...(ideal.R_bridge === undefined ? {} : { R_bridge: snap(ideal.R_bridge) }) };
      exact = {
        ...(minLoss ? {} : { attenuation_target_dB: inp.attenuation_dB }),
        R_series_exact: ideal.R_series,
        R_shunt_exact: ideal.R_shunt,
        ...(ideal.R_bridge === undefined ? {} : { R_bridge_exact: ideal.R_bridge }),
        series: inp.series,
      };
      warnings.push(...unusedInputsWarning(inp, ['R_series', 'R_shunt', 'R_bridge'], 'in mode design (the resistors are calculated)'));
    } else {
      const needed = inp.topology === 'bridged-t' ? (['R_series', 'R_shunt', 'R_bridge'] as const) : (['R_series', 'R_shunt'] as const);
      for (const f of needed) {
        const r = inp[f];
        if (r === undefined) return missing(f, `Mode analyze of a ${inp.topology} pad needs ${needed.join(', ')}.`, `Give ${f} in Ω.`);
        if (!(r > 0)) return fail('RESISTANCE_MUST_BE_POSITIVE', f, `${f} = ${formatNumber(r)} Ω is not above 0 Ω.`, `Give ${f} above 0 Ω.`);
      }
      // The bridged-T arms are R_series (each of the two, equal to Z0 in a design).
      pad = { R_series: inp.R_series!, R_shunt: inp.R_shunt!, ...(inp.topology === 'bridged-t' ? { R_bridge: inp.R_bridge! } : {}) };
      warnings.push(...unusedInputsWarning(inp, ['attenuation_dB'], 'in mode analyze (the attenuation is calculated)'));
      if (inp.topology !== 'bridged-t') warnings.push(...unusedInputsWarning(inp, ['R_bridge'], `by a ${inp.topology} pad`));
    }

    const perf = perform(network(inp.topology, pad, seriesOnSource), Zsrc, Zload);
    const rlIn = rl(perf.gammaIn);
    const rlOut = rl(perf.gammaOut);
    if (!rlIn && !rlOut) warnings.push(warning('PERFECT_MATCH', 'Both ports are matched exactly: there is no reflection, so no return loss is given.', undefined, 'info'));
    const result = {
      mode: inp.mode,
      topology: inp.topology,
      Z_source: Zsrc,
      Z_load: Zload,
      ...extras,
      ...exact,
      R_series: pad.R_series,
      R_shunt: pad.R_shunt,
      ...(pad.R_bridge === undefined ? {} : { R_bridge: pad.R_bridge }),
      attenuation_dB: perf.attenuation_dB,
      Zin: perf.Zin,
      Zout: perf.Zout,
      vswr_in: vswr(perf.gammaIn),
      vswr_out: vswr(perf.gammaOut),
      ...(rlIn ? { return_loss_in_dB: rlIn.value } : {}),
      ...(rlOut ? { return_loss_out_dB: rlOut.value } : {}),
    };
    const parts = `${pad.R_bridge !== undefined ? `arms ${formatNumber(pad.R_series)} Ω, bridge ${formatNumber(pad.R_bridge)} Ω, ` : `series ${formatNumber(pad.R_series)} Ω, `}shunt ${formatNumber(pad.R_shunt)} Ω`;
    return ok(result, { warnings, unit: 'dB', formatted: `${parts}: ${formatNumber(perf.attenuation_dB, 4)} dB, Zin ${formatNumber(perf.Zin, 4)} Ω, VSWR ${formatNumber(result.vswr_in, 4)}` });
  },
});
