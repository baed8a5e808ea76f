// OpenAPI for the two operations every calculator has besides its calculation:
// POST /api/v1/calc/{id}/solve and /sweep (engines/derive/solve.ts, sweep.ts).
// One path each for all calculators: what differs per calculator (its number
// inputs and outputs) is in its input and output schemas.
import { MAX_SOLUTIONS } from './roots.ts';
import { DEFAULT_SWEEP_POINTS, MAX_SWEEP_POINTS } from './sweep.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problem = (description: string) => ({ description, content: { 'application/json': { schema: ref('Problem') } } });
const number = { type: 'number' };
const numberOrText = { anyOf: [number, { type: 'string', maxLength: 200 }] };

export const SOLVE_REQUEST = {
  type: 'object',
  required: ['solve_for', 'target'],
  properties: {
    inputs: { type: 'object', description: 'The known inputs, as for POST /api/v1/calc/{id}; a value given for solve_for is the starting guess (the root nearest it is `value`).' },
    solve_for: { type: 'string', description: 'The number input to find (INVALID_SOLVE_FIELD when the calculator has no such number input).' },
    target: { type: 'object', minProperties: 1, maxProperties: 1, additionalProperties: numberOrText, description: 'One numeric output and the value it should take: a number, or text with its unit ("3.3 V").' },
    calculation_version: { type: 'string', description: 'Pin a published calculation version.' },
  },
};

export const SWEEP_REQUEST = {
  type: 'object',
  required: ['vary'],
  properties: {
    inputs: { type: 'object', description: 'The other inputs, as for POST /api/v1/calc/{id}.' },
    vary: {
      type: 'object',
      required: ['input', 'from', 'to'],
      additionalProperties: false,
      properties: {
        input: { type: 'string', description: 'The number input to vary.' },
        from: numberOrText,
        to: numberOrText,
        points: { type: 'integer', minimum: 2, maximum: MAX_SWEEP_POINTS, default: DEFAULT_SWEEP_POINTS },
        scale: { enum: ['linear', 'log'], default: 'linear', description: 'log: equal ratios (from and to of one sign, not 0).' },
      },
    },
    calculation_version: { type: 'string' },
  },
};

const SOLVE_MEMBER = {
  type: 'object',
  required: ['solve_for', 'unit', 'target', 'value', 'solutions', 'tolerance', 'method', 'searched', 'evaluations'],
  properties: {
    solve_for: { type: 'string' },
    unit: { type: ['string', 'null'], description: 'The unit of value and solutions: the choice of the field\'s unit select, or its declared unit.' },
    target: { type: 'object', required: ['output', 'value', 'unit'], properties: { output: { type: 'string' }, value: number, unit: { type: ['string', 'null'] } } },
    value: { type: ['number', 'null'], description: 'The solution the envelope is computed at: the one nearest the guess (or the field\'s usual value).' },
    solutions: { type: 'array', maxItems: MAX_SOLUTIONS, items: number, description: `Every root found in the field's declared domain, ascending; past ${MAX_SOLUTIONS}, the ${MAX_SOLUTIONS} nearest the guess (truncated: true).` },
    tolerance: { type: ['number', 'null'], description: 'Largest |output − target| / |target| over the solutions.' },
    method: { type: 'string' },
    searched: { type: 'object', properties: { domain: { type: 'string' }, from: number, to: number, grid: { enum: ['linear', 'log'] }, points: { type: 'integer' } } },
    evaluations: { type: 'integer' },
    truncated: { const: true },
    standard_values: {
      type: 'array',
      description: 'Resistance, capacitance and inductance fields: the nearest E12, E24 and E96 values and the target output each gives.',
      items: { type: 'object', properties: { series: { enum: ['E12', 'E24', 'E96'] }, value: number, output: { type: ['number', 'null'] }, error_pct: { type: ['number', 'null'] } } },
    },
    reachable: { anyOf: [{ type: 'object', properties: { min: number, max: number } }, { type: 'null' }], description: 'NO_SOLUTION only: the least and greatest output found.' },
  },
};

const SWEEP_BODY = {
  type: 'object',
  required: ['tool_id', 'engine', 'calculation_version', 'vary', 'outputs', 'points'],
  properties: {
    tool_id: { type: 'string' },
    engine: { type: 'string' },
    calculation_version: { type: 'string' },
    vary: { type: 'object', properties: { input: { type: 'string' }, from: number, to: number, points: { type: 'integer' }, scale: { enum: ['linear', 'log'] }, unit: { type: ['string', 'null'] } } },
    outputs: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, unit: { type: ['string', 'null'] } } } },
    points: {
      type: 'array',
      maxItems: MAX_SWEEP_POINTS,
      items: {
        type: 'object',
        required: ['inputs', 'status', 'result'],
        properties: {
          inputs: { type: 'object' },
          status: { enum: ['success', 'empty', 'invalid', 'multiple_solutions', 'error'] },
          result: {},
          code: { type: 'string' },
          detail: { type: 'string' },
        },
      },
    },
  },
};

/** The solve and sweep paths, and the components they name. */
export function solvePaths(ids: string[], errors: Record<string, unknown>) {
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string', enum: ids } };
  const common = {
    '404': problem('ENGINE_NOT_FOUND, with acceptable_ids.'),
    '405': problem('METHOD_NOT_ALLOWED: only POST.'),
    ...errors,
    '400': problem('Invalid JSON, or a request solve/sweep cannot run: INVALID_SOLVE_FIELD, INVALID_TARGET, INVALID_SWEEP, UNIT_MISMATCH, INVALID_NUMBER, INVALID_INPUT (code, field, suggestion).'),
    '413': problem('COMPUTE_BUDGET_EXCEEDED: the operation used SOLVE_COMPUTE_MS (default 250 ms) of computation; or PAYLOAD_TOO_LARGE.'),
  };
  return {
    schemas: { SolveRequest: SOLVE_REQUEST, SolveMember: SOLVE_MEMBER, SweepRequest: SWEEP_REQUEST, Sweep: SWEEP_BODY },
    paths: {
      '/api/v1/calc/{id}/solve': {
        post: {
          operationId: 'solve',
          summary: 'Solve any calculator for one of its number inputs: the value that makes an output take a wanted value',
          description:
            'Scans a grid of the field\'s declared domain (linear over a short finite domain, else 6 decades each side of its usual value, 2 points a decade) for sign changes of output − target, narrows each bracket by bisection then Illinois regula falsi, and finds touching roots by golden-section search. Deterministic. The answer is the calculation envelope for the completed inputs plus `solve`; several roots give status multiple_solutions; none gives status invalid with NO_SOLUTION, whose detail states the range the output reaches. Rate limit: counts as 2 calculations.',
          parameters: [id, { $ref: '#/components/parameters/ServiceSpecVersion' }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('SolveRequest'), examples: { divider: { summary: 'R2 for 3.3 V from 12 V with R1 = 10 kΩ', value: { inputs: { Vin: 12, R1: '10k' }, solve_for: 'R2', target: { Vout: 3.3 } } } } } },
          },
          responses: { '200': { description: 'The envelope at the solved value, with `solve`', content: { 'application/json': { schema: { allOf: [ref('Envelope'), { type: 'object', required: ['solve'], properties: { solve: ref('SolveMember') } }] } } } }, ...common },
        },
      },
      '/api/v1/calc/{id}/sweep': {
        post: {
          operationId: 'sweep',
          summary: 'Run any calculator over a range of one number input (a table or a chart)',
          description: `Each point is what POST /api/v1/calc/{id} gives there (an error at a point is that point's status). At most ${MAX_SWEEP_POINTS} points (default ${DEFAULT_SWEEP_POINTS}). Accept: text/csv gives the table, image/svg+xml a chart of ?output=<field> (default the first output that varies). Rate limit: counts as 1 + points/100 calculations.`,
          parameters: [id, { name: 'output', in: 'query', required: false, schema: { type: 'string' }, description: 'The output charted for Accept: image/svg+xml.' }, { $ref: '#/components/parameters/ServiceSpecVersion' }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('SweepRequest'), examples: { divider: { summary: 'Vout as R2 goes from 1 kΩ to 100 kΩ', value: { inputs: { Vin: 12, R1: '10k' }, vary: { input: 'R2', from: '1k', to: '100k', points: 50, scale: 'log' } } } } } },
          },
          responses: {
            '200': {
              description: 'The points (JSON), the table (CSV) or the chart (SVG)',
              content: { 'application/json': { schema: ref('Sweep') }, 'text/csv': { schema: { type: 'string' } }, 'image/svg+xml': { schema: { type: 'string' } } },
            },
            ...common,
          },
        },
      },
    },
  };
}
