// Buck converter inductor and output-voltage ripple (TI SLVA477 power-stage equations),
// with the conduction mode: CCM, the CCM/DCM boundary, or DCM (solved with the DCM
// duty cycle instead of the CCM formulas, which no longer hold there).
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { CAPACITANCE_UNITS, capacitanceFarads, capacitanceUnitField, INDUCTANCE_UNITS, inductanceHenries, inductanceUnitField, unitOptions } from './_lib/passive-units.ts';
import { canonicalChoices, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';
import { FREQUENCY_UNITS, frequencyHz, frequencyUnitField, requirePositive } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';

const RECTIFIERS = ['diode', 'synchronous-fpwm'] as const;
const MODES = ['CCM', 'BCM', 'DCM'] as const;
/** |Iout − ΔI/2| up to this share of the larger of Iout and ΔI/2 counts as the boundary (BCM). */
const BOUNDARY_TOLERANCE = 1e-9;

const input = z.object({
  vin: z.number().check(z.meta({ description: 'Input voltage, V' })),
  vout: z.number().check(z.meta({ description: 'Output voltage, V' })),
  iout: z.number().check(z.meta({ description: 'Load current, A' })),
  fsw: z.number(),
  fsw_unit: frequencyUnitField('kHz'),
  inductance: z.number(),
  inductance_unit: inductanceUnitField('uH'),
  cout: z.optional(z.number()),
  cout_unit: capacitanceUnitField('uF'),
  esr_mohm: z.optional(z.number().check(z.meta({ description: 'Output capacitor ESR, mΩ' }))),
  efficiency_pct: z._default(z.number(), 100).check(z.meta({ description: 'Converter efficiency used in the CCM duty cycle, %' })),
  rectifier: z._default(z.enum(RECTIFIERS), 'diode'),
});

const output = z.object({
  conduction_mode: z.enum(MODES),
  duty: z.number(),
  ripple_current_pp: z.number(),
  ripple_ratio: z.number(),
  il_peak: z.number(),
  il_valley: z.number(),
  il_rms: z.number(),
  critical_current: z.number(),
  critical_inductance_uh: z.number(),
  off_fraction: z.number(),
  ripple_cap_vpp: z.optional(z.number()),
  ripple_esr_vpp: z.optional(z.number()),
  ripple_vpp: z.optional(z.number()),
  ripple_pct: z.optional(z.number()),
});

const FORMULAS = {
  ccm: { id: 'buck-ripple.ccm', expression: 'D = Vout/(Vin·η);  ΔI_L = (Vin − Vout)·D/(f·L);  ΔV_C = ΔI_L/(8·f·C);  ΔV_ESR = ΔI_L·ESR', label: 'Continuous-conduction ripple (TI SLVA477)' },
  dcm: { id: 'buck-ripple.dcm', expression: 'D = √(2·L·f·Iout·Vout/(Vin·(Vin − Vout)));  I_pk = (Vin − Vout)·D/(L·f);  ΔV_C = (I_pk − Iout)²·(D + D₂)/(2·I_pk·f·C)', label: 'Discontinuous-conduction ripple' },
};

export const engine = defineEngine({
  id: 'buck-ripple',
  area: 'electrical',
  title: 'Buck converter inductor and output ripple',
  description:
    'Inductor ripple current, peak and valley current, and output voltage ripple (capacitor and ESR parts) of a step-down (buck) converter from Vin, Vout, load current, switching frequency, inductance and output capacitance; tells whether it runs in continuous (CCM) or discontinuous conduction (DCM), and the critical inductance.',
  keywords: ['buck converter calculator', 'inductor ripple current', 'output voltage ripple', 'buck ripple', 'step-down converter', 'CCM DCM boundary', 'critical inductance', 'SLVA477', 'switching regulator', 'DC-DC converter', 'ESR ripple', 'inductor peak current'],
  capability_id: 'electrical.buck.ripple',
  version: '1.1.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ rectifier: synonymsOf(RECTIFIERS, { async: 'diode', asynchronous: 'diode', schottky: 'diode', 'diode-emulation': 'diode', fpwm: 'synchronous-fpwm', 'forced-pwm': 'synchronous-fpwm', synchronous: 'synchronous-fpwm', sync: 'synchronous-fpwm', ccm: 'synchronous-fpwm' }) }),
  unit: 'A',
  errors: [
    'CAPACITANCE_MUST_BE_POSITIVE',
    'CURRENT_MUST_BE_POSITIVE',
    'DUTY_CYCLE_EXCEEDS_ONE',
    'EFFICIENCY_OUT_OF_RANGE',
    'ESR_MUST_BE_NONNEGATIVE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'INDUCTANCE_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'VOLTAGE_MUST_BE_POSITIVE',
    'VOUT_MUST_BE_BELOW_VIN',
  ],
  warnings: ['BOUNDARY_CONDUCTION', 'DISCONTINUOUS_CONDUCTION', 'REVERSE_INDUCTOR_CURRENT'],
  formula: FORMULAS.ccm,
  assumptions: [
    'CCM (TI SLVA477B, "Basic Calculation of a Buck Converter\'s Power Stage"): D = Vout/(Vin·η); ΔI_L = (Vin − Vout)·D/(f_sw·L); I_peak/valley = Iout ± ΔI_L/2; ΔV_C = ΔI_L/(8·f_sw·C_out); ΔV_ESR = ΔI_L·ESR. η = 100 % gives the ideal D = Vout/Vin.',
    'Output ripple ripple_vpp = ΔV_C + ΔV_ESR, an upper bound: the two parts peak at different instants (TI SLVA630A shows the exact combined waveform). Ceramic capacitors: ΔV_C dominates; electrolytics: ΔV_ESR dominates.',
    'Conduction mode: with a diode (or a synchronous switch that emulates one at light load) the inductor current cannot reverse, so for Iout < ΔI_L/2 the converter runs in DCM. There the CCM formulas do not hold; the engine uses the ideal (lossless) DCM relations D = √(2·L·f·Iout·Vout/(Vin·(Vin − Vout))), I_pk = (Vin − Vout)·D/(L·f), off fraction D₂ = I_pk·L·f/Vout (Erickson & Maksimović, Fundamentals of Power Electronics, ch. 5), and the capacitor ripple from the charge of the inductor current above Iout.',
    'Synchronous forced-PWM converters stay in CCM at any load; the valley current then goes negative below Iout = ΔI_L/2.',
    'Critical (boundary) load current I_crit = ΔI_L/2; critical inductance L_crit = (Vin − Vout)·D/(2·f_sw·Iout), the smallest L that keeps CCM at this load.',
    'Ideal components apart from η and ESR; frequency in Hz/kHz/MHz, inductance in H/mH/µH/nH, capacitance in F…pF, ESR in mΩ.',
  ],
  ui: {
    fields: {
      vin: { label: 'Input voltage', unit: 'V' },
      vout: { label: 'Output voltage', unit: 'V' },
      iout: { label: 'Load current', unit: 'A' },
      fsw: { label: 'Switching frequency' },
      fsw_unit: { label: 'Frequency unit', options: Object.keys(FREQUENCY_UNITS).map((u) => ({ value: u, label: u })) },
      // Buck inductors: tens of nH (multi-MHz converters) to a few mH; a henry-scale one is an experiment, not a slip.
      inductance: { label: 'Inductance', typical: ['10 nH', '10 H'] },
      inductance_unit: { label: 'Inductance unit', options: unitOptions(INDUCTANCE_UNITS) },
      cout: { label: 'Output capacitance (optional)' },
      cout_unit: { label: 'Capacitance unit', options: unitOptions(CAPACITANCE_UNITS) },
      esr_mohm: { label: 'Output capacitor ESR (optional)', unit: 'mΩ' },
      efficiency_pct: { label: 'Efficiency (for the duty cycle)', unit: '%', help: 'SLVA477 uses the estimated efficiency (e.g. 90 %) in D = Vout/(Vin·η).' },
      rectifier: { label: 'Low-side rectifier', options: [{ value: 'diode', label: 'Diode or diode emulation (DCM at light load)' }, { value: 'synchronous-fpwm', label: 'Synchronous, forced PWM (always CCM)' }] },
    },
    initial: { vin: 12, vout: 3.3, iout: 2, fsw: 500, fsw_unit: 'kHz', inductance: 4.7, inductance_unit: 'uH', cout: 22, cout_unit: 'uF', esr_mohm: 5, efficiency_pct: 90, rectifier: 'diode' },
    headline: 'ripple_current_pp',
    outputs: {
      conduction_mode: { label: 'Conduction mode' },
      duty: { label: 'Duty cycle D' },
      ripple_current_pp: { label: 'Inductor ripple current (peak-to-peak)', unit: 'A' },
      ripple_ratio: { label: 'Ripple current ratio ΔI_L / Iout' },
      il_peak: { label: 'Peak inductor current', unit: 'A' },
      il_valley: { label: 'Valley inductor current', unit: 'A' },
      il_rms: { label: 'RMS inductor current', unit: 'A' },
      critical_current: { label: 'Critical (CCM/DCM boundary) load current', unit: 'A' },
      critical_inductance_uh: { label: 'Critical inductance for CCM at this load', unit: 'µH' },
      off_fraction: { label: 'Inductor discharge fraction of the period (D₂)' },
      ripple_cap_vpp: { label: 'Output ripple from the capacitance (peak-to-peak)', unit: 'V' },
      ripple_esr_vpp: { label: 'Output ripple from the ESR (peak-to-peak)', unit: 'V' },
      ripple_vpp: { label: 'Output ripple (peak-to-peak)', unit: 'V' },
      ripple_pct: { label: 'Output ripple relative to Vout', unit: '%' },
    },
  },
  examples: [
    {
      name: 'Hart Example 6-1: 50 V → 20 V, 20 Ω load, 400 µH, 100 µF, 20 kHz',
      inputs: { vin: 50, vout: 20, iout: 1, fsw: 20, fsw_unit: 'kHz', inductance: 400, inductance_unit: 'uH', cout: 100, cout_unit: 'uF' },
      expect: { status: 'success', values: { conduction_mode: 'CCM', duty: 0.4, ripple_current_pp: 1.5, il_peak: 1.75, il_valley: 0.25, ripple_cap_vpp: 0.09375 }, rel: 1e-12 },
      source: 'D. W. Hart, Power Electronics, Example 6-1 (buck converter: Vs = 50 V, D = 0.4, L = 400 µH, C = 100 µF, f = 20 kHz, R = 20 Ω): ΔiL = 1.5 A, Imax = 1.75 A, Imin = 0.25 A, ΔVo/Vo = 0.469 %.',
    },
    {
      name: 'SLVA477 design: 12 V → 3.3 V, η 90 %, 3 A, 500 kHz, 4.7 µH, 22 µF with 5 mΩ ESR',
      inputs: { vin: 12, vout: 3.3, iout: 3, fsw: 500, fsw_unit: 'kHz', inductance: 4.7, cout: 22, esr_mohm: 5, efficiency_pct: 90 },
      expect: { status: 'success', values: { duty: 3.3 / 10.8, ripple_current_pp: (8.7 * (3.3 / 10.8)) / 2.35, ripple_cap_vpp: (8.7 * (3.3 / 10.8)) / 2.35 / 88, ripple_esr_vpp: ((8.7 * (3.3 / 10.8)) / 2.35) * 0.005 }, rel: 1e-12 },
      source: 'TI SLVA477B equations 1, 5, 9 and 10 (D = Vout/(Vin·η), ΔIL = (Vin − Vout)·D/(fs·L), ΔVout = ΔIL/(8·fs·Cout), ESR term ΔIL·ESR); exact arithmetic.',
    },
    {
      name: 'Light load with a diode: 12 V → 5 V, 10 µH, 500 kHz, 0.2 A runs in DCM',
      inputs: { vin: 12, vout: 5, iout: 0.2, fsw: 500, fsw_unit: 'kHz', inductance: 10 },
      expect: { status: 'success', values: { conduction_mode: 'DCM', duty: Math.sqrt(10 / 84), il_peak: 1.4 * Math.sqrt(10 / 84), il_valley: 0 }, rel: 1e-12 },
      source: 'Erickson & Maksimović, Fundamentals of Power Electronics, ch. 5: DCM buck M = 2/(1 + √(1 + 4K/D²)), K = 2L/(R·Ts) = 0.4 with R = 25 Ω; M = 5/12 gives D² = 10/84; I_pk = (Vin − Vout)·D·Ts/L.',
    },
    {
      name: 'Output above input',
      inputs: { vin: 5, vout: 12, iout: 1, fsw: 500, inductance: 10 },
      expect: { status: 'error', code: 'VOUT_MUST_BE_BELOW_VIN' },
      source: 'A buck converter only steps down: 0 < Vout < Vin.',
    },
  ],
  limitations: ['Steady state, ideal switches except the efficiency in D; no inductor saturation or DCR, no capacitor ESL, no control-loop or load-step behaviour.'],
  compute(inp) {
    const bad =
      requirePositive('vin', inp.vin, inp.vin, 'VOLTAGE_MUST_BE_POSITIVE', 'Input voltage', '12 V') ??
      requirePositive('vout', inp.vout, inp.vout, 'VOLTAGE_MUST_BE_POSITIVE', 'Output voltage', '3.3 V') ??
      (inp.esr_mohm === undefined ? null : nonNegativeGuard(inp.esr_mohm, 'esr_mohm', 'ESR', 'mΩ'));
    if (bad) return bad;
    if (inp.vout >= inp.vin) {
      return fail('VOUT_MUST_BE_BELOW_VIN', 'vout', `Vout ${formatNumber(inp.vout)} V is not below Vin ${formatNumber(inp.vin)} V; a buck converter only steps down.`, 'Give Vout below Vin, or use a boost or buck-boost converter.');
    }
    const badI = requirePositive('iout', inp.iout, inp.iout, 'CURRENT_MUST_BE_POSITIVE', 'Load current', '1 A');
    if (badI) return badI;
    if (!(inp.efficiency_pct > 0 && inp.efficiency_pct <= 100)) {
      return fail('EFFICIENCY_OUT_OF_RANGE', 'efficiency_pct', `Efficiency ${formatNumber(inp.efficiency_pct)} % is outside (0, 100] %.`, 'Give the estimated efficiency in percent, e.g. 90, or 100 for the ideal duty cycle.');
    }
    const f = frequencyHz('fsw', inp.fsw, inp.fsw_unit);
    if (isOutcome(f)) return f;
    const L = inductanceHenries('inductance', inp.inductance, inp.inductance_unit);
    if (isOutcome(L)) return L;
    let C: number | undefined;
    if (inp.cout !== undefined) {
      const c = capacitanceFarads('cout', inp.cout, inp.cout_unit);
      if (isOutcome(c)) return c;
      C = c;
    }

    const dCcm = inp.vout / (inp.vin * (inp.efficiency_pct / 100));
    if (dCcm >= 1) {
      return fail('DUTY_CYCLE_EXCEEDS_ONE', 'efficiency_pct', `D = Vout/(Vin·η) = ${formatNumber(dCcm, 4)} is not below 1: at ${formatNumber(inp.efficiency_pct)} % efficiency ${formatNumber(inp.vin)} V cannot make ${formatNumber(inp.vout)} V.`, 'Raise Vin or the efficiency estimate, or lower Vout.');
    }
    const vl = inp.vin - inp.vout;
    const dI = (vl * dCcm) / (f * L);
    const iCrit = dI / 2;
    const lCrit = (vl * dCcm) / (2 * f * inp.iout);
    const esr = (inp.esr_mohm ?? 0) / 1000;
    const warnings: Warning[] = [];

    // One boundary test decides both DCM and BCM: a separate DCM threshold Iout < I_crit·(1 − tol) left
    // loads just outside it (rounding) that were neither, answered as CCM with a reversing current.
    const boundary = Math.abs(inp.iout - iCrit) <= BOUNDARY_TOLERANCE * Math.max(iCrit, inp.iout);
    const dcm = inp.rectifier === 'diode' && inp.iout < iCrit && !boundary;
    let res;
    let qCap: number;
    if (dcm) {
      // Ideal DCM: the switch is on for D, the inductor discharges for D2, then idles at 0 A.
      const d = Math.sqrt((2 * L * f * inp.iout * inp.vout) / (inp.vin * vl));
      const iPk = (vl * d) / (L * f);
      const d2 = (iPk * L * f) / inp.vout;
      qCap = (det.pow(iPk - inp.iout, 2) / iPk) * ((d + d2) / f) / 2;
      res = { conduction_mode: 'DCM' as const, duty: d, ripple_current_pp: iPk, ripple_ratio: iPk / inp.iout, il_peak: iPk, il_valley: 0, il_rms: iPk * Math.sqrt((d + d2) / 3), off_fraction: d2 };
      warnings.push(warning('DISCONTINUOUS_CONDUCTION', `The load ${formatNumber(inp.iout, 4)} A is below the critical current ${formatNumber(iCrit, 4)} A: the inductor current falls to zero each cycle (DCM). DCM relations were used; the duty cycle now depends on the load.`, `Use at least ${formatNumber(lCrit * 1e6, 4)} µH, or a synchronous forced-PWM converter, to stay in CCM at this load.`));
    } else {
      const mode = boundary ? ('BCM' as const) : ('CCM' as const);
      qCap = dI / (8 * f);
      res = { conduction_mode: mode, duty: dCcm, ripple_current_pp: dI, ripple_ratio: dI / inp.iout, il_peak: inp.iout + dI / 2, il_valley: inp.iout - dI / 2, il_rms: Math.sqrt(det.pow(inp.iout, 2) + (dI * dI) / 12), off_fraction: 1 - dCcm };
      if (mode === 'BCM') warnings.push(warning('BOUNDARY_CONDUCTION', 'The load equals the critical current: the inductor current just touches zero each cycle (boundary of CCM and DCM).', 'A little less load and the converter enters DCM; a larger inductor keeps margin.', 'info'));
      if (inp.iout < iCrit && mode === 'CCM') {
        warnings.push(warning('REVERSE_INDUCTOR_CURRENT', `Forced PWM below the critical current ${formatNumber(iCrit, 4)} A: the inductor current reverses to ${formatNumber(inp.iout - dI / 2, 4)} A at the valley, circulating energy back to the input.`, 'Expected for forced-PWM synchronous converters at light load; it costs efficiency, not stability.', 'info'));
      }
    }
    let ripple: { ripple_cap_vpp?: number; ripple_esr_vpp?: number; ripple_vpp?: number; ripple_pct?: number } = {};
    if (C !== undefined) {
      const vc = qCap / C;
      const ve = res.ripple_current_pp * esr;
      ripple = { ripple_cap_vpp: vc, ripple_esr_vpp: ve, ripple_vpp: vc + ve, ripple_pct: (100 * (vc + ve)) / inp.vout };
    }
    return ok(
      { ...res, critical_current: iCrit, critical_inductance_uh: lCrit * 1e6, ...ripple },
      {
        warnings,
        formula: dcm ? FORMULAS.dcm : FORMULAS.ccm,
        formatted: `ΔI_L = ${formatNumber(res.ripple_current_pp, 4)} A pp (${res.conduction_mode})${ripple.ripple_vpp === undefined ? '' : `, ΔV_out ≤ ${formatNumber(ripple.ripple_vpp, 4)} V pp`}`,
      },
    );
  },
});
