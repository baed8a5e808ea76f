// Tangent of an angle in degrees or radians: exact at the special angles,
// UNDEFINED at the poles (odd multiples of 90°), a warning right next to one.
import { defineEngine } from '../core/contract.ts';
import { angleFields, angleInput, computeTrig, normaliseAngleUnit, TRIG_ASSUMPTIONS, trigOutput, trigOutputHints } from './_lib/degree-trig.ts';
import { drawTan } from './tan.picture.ts';

export const engine = defineEngine({
  id: 'tan',
  area: 'math',
  title: 'Tangent (tan)',
  description: 'Tangent of an angle in degrees or radians; exact at the special angles (tan 45° = 1, tan 60° = √3), undefined at 90°, 270° … with a warning close to them.',
  keywords: ['tan', 'tangent', 'tangent of angle', 'trigonometry', 'trig', 'slope angle', 'opposite over adjacent', 'tan degrees', 'tan radians'],
  capability_id: 'math.tan',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'tangent' }],
  input: angleInput,
  output: trigOutput,
  inputAliases: { thetaInput: 'theta', angle: 'theta' },
  prepare: normaliseAngleUnit,
  errors: ['UNDEFINED'],
  warnings: ['NEAR_SINGULARITY', 'UNDERFLOW_TO_ZERO'],
  formula: { id: 'tan', expression: 'tan θ = sin θ / cos θ = opposite / adjacent', label: 'Tangent' },
  assumptions: [
    ...TRIG_ASSUMPTIONS,
    'tan θ is undefined where cos θ = 0: an exact odd multiple of 90° gives UNDEFINED (HTTP 400). Within about 1e-6 rad (5.7e-5°) of such a pole, |tan θ| > 10⁶: the finite value is returned with warning NEAR_SINGULARITY. In radians no typed decimal is exactly π/2, so radian inputs never hit the pole itself.',
  ],
  unit: null,
  ui: {
    fields: angleFields,
    initial: { theta: 45, unit: 'deg' },
    headline: 'value',
    outputs: {
      value: { label: 'Tangent of θ' },
      ...trigOutputHints,
    },
  },
  examples: [
    {
      name: 'tan 45° is exactly 1',
      inputs: { theta: 45 },
      expect: { status: 'success', values: { value: 1, exact: '1' } },
      source: 'Isosceles right triangle: opposite = adjacent, tan 45° = 1.',
    },
    {
      name: 'tan 60° is √3',
      inputs: { theta: 60 },
      expect: { status: 'success', values: { value: Math.sqrt(3), exact: '√3' } },
      source: 'Exact special angle: tan 60° = √3 = 1.73205080756887729352… (OEIS A002194).',
    },
    {
      name: 'tan 1 rad',
      inputs: { theta: 1, unit: 'rad' },
      expect: { status: 'success', values: { value: 1.5574077246549023 }, rel: 1e-15 },
      source: 'OEIS A049471: tan 1 = 1.55740772465490223050….',
    },
    {
      name: 'tan 89.99999° is finite but near a pole',
      inputs: { theta: 89.99999 },
      expect: { status: 'success', code: 'NEAR_SINGULARITY', values: { value: 5729577.951308174 }, rel: 1e-13 },
      source: 'tan(90° − δ) = cot δ = 1/δ − δ/3 − … with δ = 1e-5° = π/18 000 000 rad: 5 729 577.951308232 − 0.000000058 = 5 729 577.951308174.',
    },
    {
      name: 'tan 90° is undefined',
      inputs: { theta: 90 },
      expect: { status: 'error', code: 'UNDEFINED' },
      source: 'Public conformance vector "tan 90 degrees is undefined": cos 90° = 0.',
    },
  ],
  limitations: ['Real angles only; no hyperbolic or complex tangent.'],
  picture: drawTan,
  compute: ({ theta, unit }) => computeTrig('tan', theta, unit),
});
