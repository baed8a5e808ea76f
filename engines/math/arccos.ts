// Inverse cosine: the angle in [0°, 180°] whose cosine is x, in degrees and radians.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { computeInverseTrig, INVERSE_TRIG_ASSUMPTIONS, inverseTrigOutput, inverseTrigOutputHints } from './_lib/degree-trig.ts';

export const engine = defineEngine({
  id: 'arccos',
  area: 'math',
  title: 'Arccosine (inverse cosine)',
  description: 'Inverse cosine arccos x (cos⁻¹ x) for −1 ≤ x ≤ 1: the principal angle in degrees and radians, exact at the special values (arccos 0.5 = 60°).',
  keywords: ['arccos', 'acos', 'inverse cosine', 'cos^-1', 'cos⁻¹', 'arc cosine', 'angle from cosine', 'trigonometry'],
  capability_id: 'math.arccos',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'acos' }],
  input: z.object({ x: z.number() }),
  output: inverseTrigOutput,
  inputAliases: { xInput: 'x' },
  errors: ['NOT_REAL'],
  warnings: [],
  formula: { id: 'arccos', expression: 'θ = arccos x  ⇔  cos θ = x, 0° ≤ θ ≤ 180°', label: 'Inverse cosine (principal value)' },
  assumptions: [...INVERSE_TRIG_ASSUMPTIONS, 'x outside [−1, 1] gives NOT_REAL: no real angle has a cosine beyond ±1.'],
  unit: '°',
  ui: {
    fields: { x: { label: 'Cosine value x (−1 … 1)' } },
    initial: { x: 0.5 },
    headline: 'deg',
    outputs: inverseTrigOutputHints,
  },
  examples: [
    {
      name: 'arccos 0.5 is exactly 60°',
      inputs: { x: 0.5 },
      expect: { status: 'success', values: { deg: 60, rad: 1.0471975511965979, exact: 'π/3' } },
      source: 'cos 60° = 1/2; π/3 = 1.04719755119659774615….',
    },
    {
      name: 'arccos −1 is 180°',
      inputs: { x: -1 },
      expect: { status: 'success', values: { deg: 180, rad: Math.PI, exact: 'π' } },
      source: 'cos 180° = −1; OEIS A000796: π = 3.14159265358979323846….',
    },
    {
      name: 'arccos 0 is 90°',
      inputs: { x: 0 },
      expect: { status: 'success', values: { deg: 90, exact: 'π/2' } },
      source: 'cos 90° = 0.',
    },
    {
      name: 'arccos 0.3',
      inputs: { x: 0.3 },
      expect: { status: 'success', values: { rad: 1.2661036727794992, deg: 72.5423968762779 }, rel: 1e-14 },
      source: 'arccos x = 90° − arcsin x; mathjs BigNumber (50 digits): acos(0.3) = 1.26610367277949911125… rad = 72.5423968762779077…°.',
    },
    {
      name: 'arccos −1.5',
      inputs: { x: -1.5 },
      expect: { status: 'error', code: 'NOT_REAL' },
      source: '|cos θ| ≤ 1 for every real θ.',
    },
  ],
  limitations: ['Principal value only; −θ and multiples of 360° added have the same cosine.'],
  compute: ({ x }) => computeInverseTrig('acos', x),
});
