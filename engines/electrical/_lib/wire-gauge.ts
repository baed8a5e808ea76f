// Wire gauges of the awg and swg engines: reading a gauge designation ("12",
// "4/0", "0000", "#10 AWG"), the two gauge systems, and the size row derived
// from a diameter (areas in mm², in², circular mils; copper resistance).
import * as z from 'zod/mini';
import type { Outcome, OutputHint } from '../../core/contract.ts';
import { fail } from '../../core/outcome.ts';

export const MM_PER_INCH = 25.4;

/**
 * Resistivity of the International Annealed Copper Standard at 20 °C:
 * 1/58 Ω·mm²/m (IEC 60028), i.e. 1.7241 × 10⁻⁸ Ω·m, 100 % IACS.
 */
export const COPPER_RESISTIVITY_OHM_MM2_PER_M = 1 / 58;

export interface GaugeSystem {
  /** AWG or SWG, used in messages. */
  name: string;
  /** Input field carrying the designation. */
  field: string;
  /** Gauge numbers of the table, largest wire first: "k/0" sizes are 1 − k (4/0 → −3). */
  min: number;
  max: number;
  /** Wire diameter in inches of gauge number n (min ≤ n ≤ max). */
  diameterIn(n: number): number;
}

/** "k/0" for the aught sizes (gauge number 1 − k), the plain number otherwise. */
export const gaugeLabel = (n: number): string => (n <= 0 ? `${1 - n}/0` : String(n));

const PREFIX = /^(?:#|no\.?\s*|n°\s*)/i;
const SUFFIX = /(?<!\s)\s*(?:awg|swg|gauge|gage|ga|g)\.?$/i;

export type GaugeParse = { ok: true; n: number } | { ok: false; outcome: Outcome<never> };

/**
 * Reads a designation into a gauge number. Accepted: whole numbers ("12", 12),
 * strings of zeros ("00" = 2/0, "0000" = 4/0), "k/0" ("4/0"), and the formula
 * index of the aught sizes as a negative number (−3 = 4/0); an optional "#",
 * "No." prefix and "AWG"/"SWG"/"gauge" suffix are ignored.
 */
export function parseGauge(raw: string | number, sys: GaugeSystem): GaugeParse {
  let n: number | undefined;
  if (typeof raw === 'number') n = Number.isInteger(raw) ? raw : undefined;
  else {
    const text = raw.trim().replace(PREFIX, '').replace(SUFFIX, '').trim();
    let m: RegExpMatchArray | null;
    if (/^0{2,}$/.test(text)) n = 1 - text.length;
    else if ((m = text.match(/^(\d+)\s*\/\s*0$/))) n = 1 - Number(m[1]);
    else if (/^[-+−]?\d+$/.test(text)) n = Number(text.replace('−', '-'));
  }
  const range = `${gaugeLabel(sys.min)} (largest) to ${gaugeLabel(sys.max)}`;
  if (n === undefined || Number.isNaN(n)) {
    return {
      ok: false,
      outcome: fail('INVALID_GAUGE', sys.field, `${JSON.stringify(raw)} is not a ${sys.name} gauge designation.`, `Give a whole gauge number such as 12, or an aught size such as 1/0, 2/0 (00) or ${gaugeLabel(sys.min)}; ${sys.name} runs from ${range}.`),
    };
  }
  if (n < sys.min || n > sys.max) {
    return {
      ok: false,
      outcome: fail('GAUGE_OUT_OF_RANGE', sys.field, `${sys.name} ${gaugeLabel(n)} is outside the standard table, which runs from ${range}.`, `Give a ${sys.name} gauge from ${range}.`),
    };
  }
  return { ok: true, n };
}

export interface GaugeRow {
  /** Designation as printed in tables: "4/0", "12". */
  gauge: string;
  /** Gauge number: 1 − k for k/0 sizes (4/0 → −3). */
  gauge_number: number;
  diameter_mm: number;
  diameter_in: number;
  diameter_mils: number;
  area_mm2: number;
  area_in2: number;
  /** Circular mils: d² with d in mils. */
  area_cmil: number;
  area_kcmil: number;
  /** DC resistance of solid annealed copper at 20 °C, Ω/km. */
  R_ohm_per_km_cu: number;
}

/** Every size of a solid round wire of gauge number n, derived from its diameter. */
export function gaugeRow(n: number, sys: GaugeSystem): GaugeRow {
  const dIn = sys.diameterIn(n);
  const dMm = dIn * MM_PER_INCH;
  const dMils = dIn * 1000;
  const areaMm2 = (Math.PI / 4) * dMm * dMm;
  return {
    gauge: gaugeLabel(n),
    gauge_number: n,
    diameter_mm: dMm,
    diameter_in: dIn,
    diameter_mils: dMils,
    area_mm2: areaMm2,
    area_in2: (Math.PI / 4) * dIn * dIn,
    area_cmil: dMils * dMils,
    area_kcmil: (dMils * dMils) / 1000,
    R_ohm_per_km_cu: (COPPER_RESISTIVITY_OHM_MM2_PER_M / areaMm2) * 1000,
  };
}

/** The whole table, largest wire first. */
export const gaugeChart = (sys: GaugeSystem): GaugeRow[] => Array.from({ length: sys.max - sys.min + 1 }, (_, i) => gaugeRow(sys.min + i, sys));

/** Which size the headline `value` reports (spec: optional field mm or mm2). */
export const GAUGE_FIELDS = ['mm', 'mm2'] as const;
export type GaugeField = (typeof GAUGE_FIELDS)[number];

export const headlineOf = (row: GaugeRow, field: GaugeField) =>
  field === 'mm2' ? { value: row.area_mm2, unit: 'mm²' } : { value: row.diameter_mm, unit: 'mm' };

/** Select options of the `field` input. */
export const GAUGE_FIELD_OPTIONS = [
  { value: 'mm', label: 'Diameter (mm)' },
  { value: 'mm2', label: 'Area (mm²)' },
];

export const CHART_KEYWORD = 'all';

/** The gauge input asks for the whole table ("all", any case and spacing). */
export const isChartRequest = (gauge: string | number) => typeof gauge === 'string' && gauge.trim().toLowerCase() === CHART_KEYWORD;

/** Schema of a GaugeRow; `extraDiameters` (e.g. a standard's nominal diameter) are listed after the diameters. */
export const gaugeRowShape = (extraDiameters: Record<string, z.ZodMiniNumber> = {}) => ({
  gauge: z.string(),
  gauge_number: z.number(),
  diameter_mm: z.number(),
  diameter_in: z.number(),
  diameter_mils: z.number(),
  ...extraDiameters,
  area_mm2: z.number(),
  area_in2: z.number(),
  area_cmil: z.number(),
  area_kcmil: z.number(),
  R_ohm_per_km_cu: z.number(),
});

/** Output of a gauge engine: one size with its headline value, or the whole chart. */
export const gaugeOutput = <S extends ReturnType<typeof gaugeRowShape>>(rowShape: S) =>
  z.union([
    z.strictObject({ ...rowShape, field: z.enum(GAUGE_FIELDS), value: z.number(), unit: z.string() }),
    z.strictObject({ chart: z.array(z.strictObject(rowShape)) }),
  ]);

// One set of result labels for the gaugeRowShape / gaugeOutput fields, shared by awg and swg; each labels its own gauge and chart.
export const gaugeOutputHints: Record<string, OutputHint> = {
  gauge_number: { label: 'Gauge number (k/0 = 1 − k)' },
  diameter_mm: { label: 'Diameter', unit: 'mm' },
  diameter_in: { label: 'Diameter', unit: 'in' },
  diameter_mils: { label: 'Diameter', unit: 'mil' },
  area_mm2: { label: 'Cross-sectional area', unit: 'mm²' },
  area_in2: { label: 'Cross-sectional area', unit: 'in²' },
  area_cmil: { label: 'Cross-sectional area', unit: 'cmil' },
  area_kcmil: { label: 'Cross-sectional area', unit: 'kcmil' },
  R_ohm_per_km_cu: { label: 'DC resistance of annealed copper at 20 °C', unit: 'Ω/km' },
  value: { label: 'Selected size (diameter or area)' },
  unit: { label: 'Unit of the selected size' },
};

export const GAUGE_SIZE_ASSUMPTIONS = [
  'Solid round wire. Areas: A = π d² / 4 (mm² and in²); circular mils = d² with d in mils (1 mil = 0.001 in); kcmil = cmil / 1000. 1 in = 25.4 mm exactly.',
  'R_ohm_per_km_cu: DC resistance of solid annealed copper at 20 °C from the International Annealed Copper Standard, ρ = 1/58 Ω·mm²/m (IEC 60028), R = ρ / A. Stranded, plated or hot conductors differ (NEC Chapter 9 Table 8 lists 75 °C values).',
  'field chooses the headline value: mm (diameter, default) or mm2 (cross-sectional area); every size is in the result either way. Give the gauge "all" for the whole table.',
  'Values are not rounded (the formula and the table are exact); round for display only.',
];
