// Inverse sine: the angle in [−90°, 90°] whose sine is x, in degrees and radians.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { computeInverseTrig, INVERSE_TRIG_ASSUMPTIONS, inverseTrigOutput, inverseTrigOutputHints } from './_lib/degree-trig.ts';

export const engine = defineEngine({
  id: 'arcsin',
  area: 'math',
  title: 'Arcsine (inverse sine)',
  description: 'Inverse sine arcsin x (sin⁻¹ x) for −1 ≤ x ≤ 1: the principal angle in degrees and radians, exact at the special values (arcsin 0.5 = 30°).',
  keywords: ['arcsin', 'asin', 'inverse sine', 'sin^-1', 'sin⁻¹', 'arc sine', 'angle from sine', 'trigonometry'],
  capability_id: 'math.arcsin',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'asin' }],
  input: z.object({ x: z.number() }),
  output: inverseTrigOutput,
  inputAliases: { xInput: 'x' },
  errors: ['NOT_REAL'],
  warnings: [],
  formula: { id: 'arcsin', expression: 'θ = arcsin x  ⇔  sin θ = x, −90° ≤ θ ≤ 90°', label: 'Inverse sine (principal value)' },
  assumptions: [...INVERSE_TRIG_ASSUMPTIONS, 'x outside [−1, 1] gives NOT_REAL: no real angle has a sine beyond ±1.'],
  unit: '°',
  ui: {
    fields: { x: { label: 'Sine value x (−1 … 1)' } },
    initial: { x: 0.5 },
    headline: 'deg',
    outputs: inverseTrigOutputHints,
  },
  examples: [
    {
      name: 'arcsin 0.5 is exactly 30°',
      inputs: { x: 0.5 },
      expect: { status: 'success', values: { deg: 30, rad: 0.5235987755982989, exact: 'π/6' } },
      source: 'Public conformance vector "arcsin 0.5"; sin 30° = 1/2 and π/6 = 0.52359877559829887308….',
    },
    {
      name: 'arcsin 1 is 90°',
      inputs: { x: 1 },
      expect: { status: 'success', values: { deg: 90, rad: Math.PI / 2, exact: 'π/2' } },
      source: 'sin 90° = 1.',
    },
    {
      name: 'arcsin of the double nearest −√2/2 is −45°',
      inputs: { x: -0.7071067811865476 },
      expect: { status: 'success', values: { deg: -45, exact: '−π/4' } },
      source: 'sin(−45°) = −√2/2 = −0.70710678118654752440… (half of OEIS A002193).',
    },
    {
      name: 'arcsin 0.3',
      inputs: { x: 0.3 },
      expect: { status: 'success', values: { rad: 0.3046926540153975, deg: 17.45760312372209 }, rel: 1e-14 },
      source: 'mathjs BigNumber (50 digits): asin(0.3) = 0.30469265401539750797… rad = 17.4576031237220922…°.',
    },
    {
      name: 'arcsin 2',
      inputs: { x: 2 },
      expect: { status: 'error', code: 'NOT_REAL' },
      source: '|sin θ| ≤ 1 for every real θ.',
    },
  ],
  limitations: ['Principal value only; the other angles with the same sine are 180° − θ and multiples of 360° added.'],
  compute: ({ x }) => computeInverseTrig('asin', x),
});
