// Sine of an angle in degrees or radians, exact at the special angles.
import { defineEngine } from '../core/contract.ts';
import { angleFields, angleInput, computeTrig, normaliseAngleUnit, TRIG_ASSUMPTIONS, trigOutput, trigOutputHints } from './_lib/degree-trig.ts';
import { drawSin } from './sin.picture.ts';

export const engine = defineEngine({
  id: 'sin',
  area: 'math',
  title: 'Sine (sin)',
  description: 'Sine of an angle in degrees or radians; exact at the special angles (sin 30° = 1/2, sin 45° = √2/2, sin 60° = √3/2).',
  keywords: ['sin', 'sine', 'sine of angle', 'trigonometry', 'trig', 'unit circle', 'opposite over hypotenuse', 'sin degrees', 'sin radians'],
  capability_id: 'math.sin',
  version: '1.0.0',
  page: 'math',
  tools: [{ id: 'sine' }],
  input: angleInput,
  output: trigOutput,
  inputAliases: { thetaInput: 'theta', angle: 'theta' },
  prepare: normaliseAngleUnit,
  errors: [],
  warnings: ['UNDERFLOW_TO_ZERO'],
  formula: { id: 'sin', expression: 'sin θ = opposite / hypotenuse = y-coordinate on the unit circle', label: 'Sine' },
  assumptions: TRIG_ASSUMPTIONS,
  unit: null,
  ui: {
    fields: angleFields,
    initial: { theta: 30, unit: 'deg' },
    headline: 'value',
    outputs: {
      value: { label: 'Sine of θ' },
      ...trigOutputHints,
    },
  },
  examples: [
    {
      name: 'sin 30° is exactly 1/2',
      inputs: { theta: 30 },
      expect: { status: 'success', values: { value: 0.5, exact: '1/2' } },
      source: 'Exact special angle (half an equilateral triangle): sin 30° = 1/2.',
    },
    {
      name: 'sin 60°',
      inputs: { theta: 60, unit: 'deg' },
      expect: { status: 'success', values: { value: Math.sqrt(3) / 2, exact: '√3/2' } },
      source: 'Exact special angle: sin 60° = √3/2 = 0.86602540378443864676… (half of OEIS A002194, √3).',
    },
    {
      name: 'sin 180° is exactly 0',
      inputs: { theta: 180 },
      expect: { status: 'success', values: { value: 0 }, abs: 0 },
      source: 'sin π = 0 (binary doubles give 1.2e-16).',
    },
    {
      name: 'sin 1 rad',
      inputs: { theta: 1, unit: 'rad' },
      expect: { status: 'success', values: { value: 0.8414709848078965 }, rel: 1e-15 },
      source: 'OEIS A049469: sin 1 = 0.84147098480789650665….',
    },
    {
      name: 'sin −210°',
      inputs: { theta: -210 },
      expect: { status: 'success', values: { value: 0.5 } },
      source: 'sin(−210°) = −sin 210° = −(−1/2) = 1/2.',
    },
  ],
  limitations: ['Real angles only; no hyperbolic or complex sine.'],
  picture: drawSin,
  compute: ({ theta, unit }) => computeTrig('sin', theta, unit),
});
