// Kirchhoff circuit solver: node voltages, element currents and powers of a DC
// network of resistors, voltage sources and current sources given as a netlist
// (SPICE lines or JSON elements), solved by modified nodal analysis so every node
// satisfies KCL and every loop KVL.
import * as z from 'zod/mini';
import { boundedList, splitList, type ListRule } from '../core/lists.ts';
import { defineEngine, type EngineError, type Warning } from '../core/contract.ts';
import { isBlank } from '../core/inputs.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isEngineError, ok, warning } from '../core/outcome.ts';
import { parseSpiceValue } from './_lib/component-values.ts';
import { type CircuitElement, ELEMENT_TYPES, GROUND, canonicalNode, solveNodal, topologyError } from './_lib/nodal-analysis.ts';

/** 200 elements: a circuit worked by hand has tens; the answer lists every element. Over it: CIRCUIT_TOO_LARGE, as for too many nodes. */
const ELEMENTS: ListRule = {
  max: 200,
  noun: 'elements',
  code: 'CIRCUIT_TOO_LARGE',
  hint: 'solve the circuit in parts, or replace parts by their Thevenin equivalents',
  description: 'Netlist: SPICE lines "R1 1 2 1k" (text, one per line or separated by ;) or element objects {type R|V|I, name, n1, n2, value}; node 0 or gnd is ground',
};
const MAX_NODES = 100;
const NODE_NAME = /^[A-Za-z0-9_]{1,32}$/;
const ELEMENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
/** KCL residual (relative to the largest element current) above which the solution is flagged as ill-conditioned. */
const RESIDUAL_TOLERANCE = 1e-9;

const element = z.object({ name: z.string(), type: z.enum(ELEMENT_TYPES), n1: z.string(), n2: z.string(), value: z.number() });
const input = z.object({
  elements: boundedList(element, ELEMENTS),
});

const output = z.strictObject({
  node_count: z.number(),
  nodes: z.array(z.strictObject({ node: z.string(), voltage: z.number() })),
  elements: z.array(
    z.strictObject({ name: z.string(), type: z.enum(ELEMENT_TYPES), n1: z.string(), n2: z.string(), value: z.number(), voltage: z.number(), current: z.number(), power: z.number() }),
  ),
  source_power_W: z.number(),
  power_balance_W: z.number(),
  kcl_residual_A: z.number(),
});

const FORMAT_HINT =
  'Give elements as SPICE lines "R1 1 2 1k; V1 1 0 10; I1 0 2 1m" (name starting with R, V or I, node +, node −, value) or as [{"type": "R", "n1": "1", "n2": "2", "value": 1000}, …]; node 0 (or gnd) is ground.';

const bad = (field: string, detail: string, code = 'INVALID_INPUT'): EngineError => ({ code, field, detail, suggestion: FORMAT_HINT });

/** One SPICE line "NAME N+ N− [DC] VALUE" → a raw element object. */
function parseLine(line: string, index: number): Record<string, unknown> | EngineError {
  const tokens = line.trim().split(/[\s,]+/);
  if (tokens.length === 5 && /^dc$/i.test(tokens[3])) tokens.splice(3, 1);
  if (tokens.length !== 4) return bad(`elements.${index}`, `Line ${index + 1} ("${line.trim().slice(0, 60)}") is not "name node+ node− value".`);
  const [name, n1, n2, value] = tokens;
  return { name, n1, n2, value };
}

/** Normalises text netlists and loose JSON (numbers as nodes, SPICE values, from/to names) into element objects. */
function prepare(raw: Record<string, unknown>): Record<string, unknown> | EngineError {
  let items: unknown = raw.elements;
  if (isBlank(items)) return raw;
  // Comment lines (*) do not count; an array over the maximum was refused by the input layer.
  if (typeof items === 'string') items = splitList(items, /[\n;]+/, 'elements', ELEMENTS, (l) => !l.trim().startsWith('*'));
  if (isEngineError(items)) return items;
  if (!Array.isArray(items)) return bad('elements', 'elements must be a netlist text or an array of elements.');

  const rows: Record<string, unknown>[] = [];
  for (const [i, item] of items.entries()) {
    const obj = typeof item === 'string' ? parseLine(item, i) : item;
    if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return bad(`elements.${i}`, `Element ${i + 1} is not an object or a netlist line.`);
    if (typeof item === 'string' && isEngineError(obj)) return obj; // a JSON element shaped like an error is data, not an answer
    rows.push(obj as Record<string, unknown>);
  }
  // Unnamed elements get the first free R1, R2… / V1… / I1… not taken by a given name.
  const names = new Set<string>();
  const explicit = new Set(rows.filter((o) => o.name !== undefined).map((o) => String(o.name).trim().toUpperCase()));
  const elements: CircuitElement[] = [];
  for (const [i, o] of rows.entries()) {
    const givenName = o.name === undefined ? undefined : String(o.name).trim();
    const typeText = String(o.type ?? givenName?.charAt(0) ?? '').toUpperCase();
    if (!(ELEMENT_TYPES as readonly string[]).includes(typeText)) {
      return bad(`elements.${i}`, `Element ${i + 1}${givenName ? ` (${givenName})` : ''} has type "${typeText || '?'}"; only R (resistor), V (voltage source) and I (current source) are supported.`);
    }
    const type = typeText as CircuitElement['type'];
    let name = givenName;
    for (let k = 1; !name; k++) if (!explicit.has(`${type}${k}`) && !names.has(`${type}${k}`)) name = `${type}${k}`;
    if (!ELEMENT_NAME.test(name)) return bad(`elements.${i}`, `Element name "${name.slice(0, 40)}" must start with a letter and use only letters, digits and _.`);
    if (names.has(name.toUpperCase())) return bad(`elements.${i}`, `Element name ${name} is used twice; each element needs its own name.`, 'DUPLICATE_ELEMENT_NAME');
    names.add(name.toUpperCase());
    const nodes: string[] = [];
    for (const key of [['n1', 'from', 'plus', 'node1'], ['n2', 'to', 'minus', 'node2']]) {
      const v = key.map((k) => o[k]).find((x) => x !== undefined && x !== null);
      const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
      if (!NODE_NAME.test(text)) return bad(`elements.${i}`, `Element ${name}: node "${text.slice(0, 40)}" is missing or not a name of letters, digits and _ (${key[0]}).`);
      nodes.push(canonicalNode(text));
    }
    const value = typeof o.value === 'number' ? o.value : typeof o.value === 'string' ? parseSpiceValue(o.value) : undefined;
    if (value === undefined || !Number.isFinite(value)) return bad(`elements.${i}`, `Element ${name}: value ${JSON.stringify(o.value)?.slice(0, 40)} is not a number (SPICE suffixes f p n u m k meg g t are accepted).`, 'INVALID_NUMBER');
    elements.push({ name, type, n1: nodes[0], n2: nodes[1], value });
  }
  const nodeSet = new Set(elements.flatMap((e) => [e.n1, e.n2]));
  if (nodeSet.size > MAX_NODES) return bad('elements', `The circuit has ${nodeSet.size} nodes; at most ${MAX_NODES} are accepted.`, 'CIRCUIT_TOO_LARGE');
  return { ...raw, elements };
}

/** What to do when the resistances span too many orders of magnitude (CIRCUIT_SINGULAR, ILL_CONDITIONED). */
const RESCALE_HINT = 'Rescale the circuit (e.g. kΩ with mA) or remove resistors that are negligible in parallel or series.';

export const engine = defineEngine({
  id: 'kirchhoff',
  area: 'electrical',
  title: 'Kirchhoff’s laws circuit solver (nodal analysis)',
  description:
    'Solves a DC circuit of resistors, voltage sources and current sources from a netlist: every node voltage and every element’s voltage, current and power, so that Kirchhoff’s current law holds at each node and the voltage law around each loop (modified nodal analysis).',
  keywords: ['Kirchhoff', 'KCL', 'KVL', 'Kirchhoff current law', 'Kirchhoff voltage law', 'nodal analysis', 'mesh analysis', 'circuit solver', 'node voltage', 'branch current', 'netlist', 'SPICE', 'DC circuit analysis', 'superposition', 'two batteries'],
  capability_id: 'electrical.kirchhoff',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  inputAliases: { netlist: 'elements' },
  prepare,
  unit: 'W',
  errors: [
    'CIRCUIT_SINGULAR',
    'CIRCUIT_TOO_LARGE',
    'DUPLICATE_ELEMENT_NAME',
    'FLOATING_NODE',
    'NO_GROUND_NODE',
    'RESISTANCE_MUST_BE_NONZERO',
    'RESISTANCE_MUST_BE_POSITIVE',
    'VOLTAGE_SOURCE_LOOP',
  ],
  warnings: ['ELEMENT_SHORTED', 'ILL_CONDITIONED'],
  formula: { id: 'kirchhoff.mna', expression: '[G B; Bᵀ 0]·[v; j] = [i; e]  (KCL at every node, V(n+) − V(n−) = E for every voltage source)', label: 'Modified nodal analysis' },
  assumptions: [
    'Linear DC network of ideal resistors (> 0 Ω), independent voltage sources and independent current sources, solved by modified nodal analysis (Ho, Ruehli & Brennan, IEEE Trans. Circuits Syst. 22, 1975; the method SPICE uses) with Gaussian elimination and partial pivoting. Node 0 (or gnd / ground, reported as 0) is the reference at 0 V; node names are letters, digits and _.',
    'Netlist convention of SPICE: "Rname n+ n− value", "Vname n+ n− value" (V(n+) − V(n−) = value) and "Iname n+ n− value" (the current flows from n+ through the source to n−, i.e. into node n−). Values accept SPICE scale suffixes, case-insensitive: f p n u m (milli) k meg g t; unit letters after them are ignored (10kohm). Lines are separated by new lines or ";", and lines starting with * are comments.',
    'For every element, voltage = V(n1) − V(n2) and current is the current from n1 to n2 through the element (SPICE sign convention: a source delivering power has a negative current); power = voltage × current is the power it absorbs (negative for a source delivering power). source_power_W is the total power the sources deliver; power_balance_W (Tellegen) and kcl_residual_A are checks and should be ≈ 0.',
    `Up to ${ELEMENTS.max} elements and ${MAX_NODES} nodes. A circuit has a unique solution only when every node has a path to ground through resistors or voltage sources and no loop consists of voltage sources alone; otherwise FLOATING_NODE or VOLTAGE_SOURCE_LOOP names the culprit. IEEE-754 double arithmetic; results agree with exact arithmetic to about 1e-12 relative for well-conditioned circuits.`,
  ],
  ui: {
    fields: {
      elements: {
        label: 'Netlist',
        kind: 'textarea',
        row: '{name} {n1} {n2} {value}',
        placeholder: 'V1 1 0 10\nR1 1 2 10\nR3 2 0 40\nR2 2 3 20\nV2 3 0 20',
        help: 'One element per line: name (R…, V… or I…), node +, node −, value. Node 0 is ground. Suffixes: k, meg, m (milli), u, n, p.',
      },
    },
    initial: { elements: 'V1 1 0 10\nR1 1 2 10\nR3 2 0 40\nR2 2 3 20\nV2 3 0 20' },
    headline: 'source_power_W',
    outputs: {
      node_count: { label: 'Number of nodes (with ground)' },
      elements: {
        label: 'Elements',
        // value is in the element's own unit (Ω, V or A by its type), so it is shown as given.
        columns: { name: { label: 'Element' }, type: { label: 'Type' }, n1: { label: 'From node' }, n2: { label: 'To node' }, value: { label: 'Value (Ω, V or A)', reads: { as: 'digits', digits: 6 } }, voltage: { label: 'Voltage', unit: 'V' }, current: { label: 'Current', unit: 'A' }, power: { label: 'Power', unit: 'W' } },
      },
      nodes: { label: 'Node voltages', columns: { node: { label: 'Node' }, voltage: { label: 'Voltage', unit: 'V' } } },
      source_power_W: { label: 'Total power delivered by the sources', unit: 'W' },
      power_balance_W: { label: 'Power balance check (sum of absorbed powers, ≈ 0)', unit: 'W' },
      kcl_residual_A: { label: 'Largest KCL residual at a node (≈ 0)', unit: 'A' },
    },
  },
  examples: [
    {
      name: 'Two batteries (10 V, 20 V) and three resistors (10, 20, 40 Ω)',
      inputs: { elements: 'V1 1 0 10\nR1 1 2 10\nR3 2 0 40\nR2 2 3 20\nV2 3 0 20' },
      expect: {
        status: 'success',
        values: { 'nodes.2.voltage': 80 / 7, 'elements.1.current': -1 / 7, 'elements.2.current': 2 / 7, 'elements.3.current': -3 / 7 },
        rel: 1e-12,
      },
      source: 'Electronics Tutorials, "Kirchhoff’s Circuit Law", Example No1: I1 = −0.143 A, I2 = +0.429 A, I3 = 0.286 A, 11.44 V across R3 (exact: V = 80/7 V, I3 = 2/7 A).',
    },
    {
      name: '1 mA into 1 kΩ ∥ 1 kΩ',
      inputs: { elements: [{ type: 'I', n1: 0, n2: 1, value: '1m' }, { type: 'R', n1: 1, n2: 0, value: '1k' }, { type: 'R', n1: 1, n2: 'gnd', value: 1000 }] },
      expect: { status: 'success', values: { 'nodes.1.voltage': 0.5, 'elements.1.current': 0.0005, source_power_W: 0.0005 }, rel: 1e-12 },
      source: 'Exact arithmetic: V = I·(R1∥R2) = 1 mA × 500 Ω = 0.5 V (Ohm’s law with the current-divider rule).',
    },
    {
      name: 'Wheatstone bridge with a 1 kΩ meter between the midpoints',
      inputs: { elements: 'V1 top 0 12; R1 top a 100; R2 a 0 100; R3 top b 100; R4 b 0 200; RM b a 1000' },
      expect: { status: 'success', values: { 'elements.5.current': 2 / (1000 + 50 + 200 / 3) }, rel: 1e-12 },
      source: 'Thevenin equivalent of the bridge: Vth = 8 − 6 = 2 V, Rth = 100∥100 + 100∥200 Ω; I = Vth/(Rth + 1 kΩ) (Horowitz & Hill, The Art of Electronics, 3rd ed., ch. 1).',
    },
    {
      name: 'A node reached only through a current source',
      inputs: { elements: 'V1 1 0 5; R1 1 0 100; I1 1 2 1m' },
      expect: { status: 'error', code: 'FLOATING_NODE' },
      source: 'A current source into an otherwise open node has no DC solution (its voltage is undetermined).',
    },
    {
      name: 'Two voltage sources in parallel',
      inputs: { elements: 'V1 1 0 5; V2 1 0 6; R1 1 0 100' },
      expect: { status: 'error', code: 'VOLTAGE_SOURCE_LOOP' },
      source: 'KVL around V1–V2 demands 5 V = 6 V: ideal voltage sources may not form a loop.',
    },
  ],
  limitations: [
    'DC only: no capacitors, inductors (AC or transient analysis), dependent (controlled) sources, diodes or other nonlinear elements.',
    'Ideal elements: give a battery’s internal resistance as a separate resistor in series with its voltage source.',
  ],
  compute(inp) {
    const elements = inp.elements as CircuitElement[];
    if (!elements.length) return fail('MISSING_REQUIRED_INPUT', 'elements', 'The netlist is empty.', FORMAT_HINT);
    for (const [i, e] of elements.entries()) {
      if (e.type !== 'R') continue;
      if (e.value === 0) return fail('RESISTANCE_MUST_BE_NONZERO', `elements.${i}`, `${e.name} = 0 Ω: an ideal short leaves the current through it undetermined in nodal analysis.`, `Merge nodes ${e.n1} and ${e.n2} into one, or replace ${e.name} by a 0 V voltage source (which also reports its current).`);
      if (e.value < 0) return fail('RESISTANCE_MUST_BE_POSITIVE', `elements.${i}`, `${e.name} = ${formatNumber(e.value)} Ω: a resistor has a positive resistance.`, `Give ${e.name} > 0 Ω.`);
    }
    const topology = topologyError(elements, 'elements');
    if (topology) return fail(topology.code, topology.field, topology.detail, topology.suggestion);
    const solution = solveNodal(elements);
    if (!solution) {
      // The wiring checks above already refuse every circuit without a unique solution, so a zero pivot
      // here is rounding: resistances so far apart that a sum of conductances lost the smaller one.
      return fail('CIRCUIT_SINGULAR', 'elements', 'The circuit equations became singular in double precision: the resistances span too many orders of magnitude (a conductance sum lost its smaller terms).', RESCALE_HINT);
    }
    const V = (n: string) => solution.voltage.get(n)!;
    const rows = elements.map((e) => {
      const voltage = V(e.n1) - V(e.n2);
      const current = e.type === 'R' ? voltage / e.value : e.type === 'I' ? e.value : solution.sourceCurrent.get(e.name)!;
      return { name: e.name, type: e.type, n1: e.n1, n2: e.n2, value: e.value, voltage, current, power: voltage * current };
    });

    // KCL check at every node: currents leaving through all elements sum to 0.
    const leaving = new Map<string, number>();
    for (const r of rows) {
      leaving.set(r.n1, (leaving.get(r.n1) ?? 0) + r.current);
      leaving.set(r.n2, (leaving.get(r.n2) ?? 0) - r.current);
    }
    const kcl_residual_A = Math.max(...[...leaving.entries()].filter(([n]) => n !== GROUND).map(([, s]) => Math.abs(s)), 0);
    const scale = Math.max(...rows.map((r) => Math.abs(r.current)), Number.MIN_VALUE);
    const warnings: Warning[] = [];
    if (kcl_residual_A > RESIDUAL_TOLERANCE * scale) {
      warnings.push(warning('ILL_CONDITIONED', `KCL is met only to ${formatNumber(kcl_residual_A, 3)} A: the resistances span too many orders of magnitude for double precision.`, RESCALE_HINT));
    }
    const shorted = rows.filter((r) => r.n1 === r.n2);
    if (shorted.length) {
      warnings.push(warning('ELEMENT_SHORTED', `${shorted.map((r) => r.name).join(', ')} ${shorted.length > 1 ? 'have' : 'has'} both ends on the same node and carr${shorted.length > 1 ? 'y' : 'ies'} no effect.`, 'Check the node names of those elements.', 'info'));
    }
    const sourcePower = -rows.filter((r) => r.type !== 'R').reduce((s, r) => s + r.power, 0);
    const nodes = [GROUND, ...solution.nodes].map((node) => ({ node, voltage: V(node) }));
    return ok(
      {
        node_count: nodes.length,
        nodes,
        elements: rows,
        source_power_W: sourcePower,
        power_balance_W: rows.reduce((s, r) => s + r.power, 0),
        kcl_residual_A,
      },
      { warnings, formatted: nodes.slice(1, 9).map((n) => `V(${n.node}) = ${formatNumber(n.voltage, 8)} V`).join(', ') + (nodes.length > 9 ? ', …' : '') },
    );
  },
});
