// Cosine of an angle in degrees or radians, exact at the special angles.
import { defineEngine } from '../core/contract.ts';
import { angleFields, angleInput, computeTrig, normaliseAngleUnit, TRIG_ASSUMPTIONS, trigOutput, trigOutputHints } from './_lib/degree-trig.ts';
import { drawCos } from './cos.picture.ts';

export const engine = defineEngine({
  id: 'cos',
  area: 'math',
  title: 'Cosine (cos)',
  description: 'Cosine of an angle in degrees or radians; exact at the special angles (cos 60° = 1/2, cos 90° = 0, cos 30° = √3/2).',
  keywords: ['cos', 'cosine', 'cosine of angle', 'trigonometry', 'trig', 'unit circle', 'adjacent over hypotenuse', 'cos degrees', 'cos radians'],
  capability_id: 'math.cos',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'cosine' }],
  input: angleInput,
  output: trigOutput,
  inputAliases: { thetaInput: 'theta', angle: 'theta' },
  prepare: normaliseAngleUnit,
  errors: [],
  warnings: [],
  formula: { id: 'cos', expression: 'cos θ = adjacent / hypotenuse = x-coordinate on the unit circle', label: 'Cosine' },
  assumptions: TRIG_ASSUMPTIONS,
  unit: null,
  ui: {
    fields: angleFields,
    initial: { theta: 60, unit: 'deg' },
    headline: 'value',
    outputs: {
      value: { label: 'Cosine of θ' },
      ...trigOutputHints,
    },
  },
  examples: [
    {
      name: 'cos 90° is exactly 0',
      inputs: { theta: 90 },
      expect: { status: 'success', values: { value: 0, exact: '0' }, abs: 0 },
      source: 'cos 90° = 0 (binary doubles give 6.1e-17).',
    },
    {
      name: 'cos 60° is exactly 1/2',
      inputs: { theta: 60 },
      expect: { status: 'success', values: { value: 0.5, exact: '1/2' } },
      source: 'Exact special angle (half an equilateral triangle): cos 60° = 1/2.',
    },
    {
      name: 'cos 135°',
      inputs: { theta: 135 },
      expect: { status: 'success', values: { value: -Math.SQRT1_2, exact: '−√2/2' } },
      source: 'cos 135° = −cos 45° = −√2/2 = −0.70710678118654752440… (half of OEIS A002193, √2).',
    },
    {
      name: 'cos 1 rad',
      inputs: { theta: 1, unit: 'rad' },
      expect: { status: 'success', values: { value: 0.5403023058681398 }, rel: 1e-15 },
      source: 'OEIS A049470: cos 1 = 0.54030230586813971740….',
    },
    {
      name: 'cos 720° is 1',
      inputs: { theta: 720 },
      expect: { status: 'success', values: { value: 1 } },
      source: 'cos is 360°-periodic: cos 720° = cos 0° = 1.',
    },
  ],
  limitations: ['Real angles only; no hyperbolic or complex cosine.'],
  picture: drawCos,
  compute: ({ theta, unit }) => computeTrig('cos', theta, unit),
});
