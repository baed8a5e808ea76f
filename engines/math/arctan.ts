// Inverse tangent: the angle in (−90°, 90°) whose tangent is x, in degrees and radians.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { computeInverseTrig, INVERSE_TRIG_ASSUMPTIONS, inverseTrigOutput, inverseTrigOutputHints } from './_lib/degree-trig.ts';

export const engine = defineEngine({
  id: 'arctan',
  area: 'math',
  title: 'Arctangent (inverse tangent)',
  description: 'Inverse tangent arctan x (tan⁻¹ x) of any real number: the principal angle in degrees and radians, exact at the special values (arctan 1 = 45°); e.g. the angle of a slope from rise / run.',
  keywords: ['arctan', 'atan', 'inverse tangent', 'tan^-1', 'tan⁻¹', 'arc tangent', 'angle from slope', 'slope angle', 'trigonometry'],
  capability_id: 'math.arctan',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'atan' }],
  input: z.object({ x: z.number() }),
  output: inverseTrigOutput,
  inputAliases: { xInput: 'x' },
  errors: [],
  warnings: [],
  formula: { id: 'arctan', expression: 'θ = arctan x  ⇔  tan θ = x, −90° < θ < 90°', label: 'Inverse tangent (principal value)' },
  assumptions: [...INVERSE_TRIG_ASSUMPTIONS, 'Every finite x has an arctangent; as |x| grows the angle approaches ±90° without reaching it (it rounds to ±90° once |x| exceeds about 1e16).'],
  unit: '°',
  ui: {
    fields: { x: { label: 'Tangent value x' } },
    initial: { x: 1 },
    headline: 'deg',
    outputs: inverseTrigOutputHints,
  },
  examples: [
    {
      name: 'arctan 1 is exactly 45°',
      inputs: { x: 1 },
      expect: { status: 'success', values: { deg: 45, rad: 0.7853981633974483, exact: 'π/4' } },
      source: 'Public conformance vector "arctan 1"; π/4 = 0.78539816339744830961….',
    },
    {
      name: 'arctan of the double nearest √3 is 60°',
      inputs: { x: 1.7320508075688772 },
      expect: { status: 'success', values: { deg: 60, exact: 'π/3' } },
      source: 'tan 60° = √3 = 1.73205080756887729352… (OEIS A002194).',
    },
    {
      name: 'arctan −0.5',
      inputs: { x: -0.5 },
      expect: { status: 'success', values: { rad: -0.4636476090008061, deg: -26.56505117707799 }, rel: 1e-14 },
      source: 'mathjs BigNumber (50 digits): atan(0.5) = 0.46364760900080611621… rad = 26.5650511770779893…°; arctan is odd.',
    },
    {
      name: 'arctan of a huge slope approaches 90°',
      inputs: { x: 1e20 },
      expect: { status: 'success', values: { deg: 90 }, rel: 1e-15 },
      source: 'arctan x = 90° − arctan(1/x) = 90° − 5.7e-19°, which rounds to 90.',
    },
  ],
  limitations: ['Principal value only; add multiples of 180° for the other angles with the same tangent. For the angle of a vector (x, y) in all four quadrants use atan2, not offered here.'],
  compute: ({ x }) => computeInverseTrig('atan', x),
});
