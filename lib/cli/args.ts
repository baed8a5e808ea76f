// The command line, read into a command: which tool or subcommand, its
// key=value arguments and the options. Nothing here knows a tool's fields;
// lib/cli/inputs.ts turns the pairs into inputs.

export type Command =
  | { kind: 'usage' }
  | { kind: 'version' }
  | { kind: 'list'; words: string[]; json: boolean }
  | { kind: 'schema'; tool: string; which: 'input' | 'output' }
  | { kind: 'tool-help'; tool: string }
  | { kind: 'run'; tool: string; pairs: Pair[]; json: boolean; pin?: string; solve?: SolveOption; sweep?: SweepOption; csv?: boolean };

/** --solve FIELD --target OUTPUT=VALUE: the input that gives a wanted output. */
export interface SolveOption {
  field: string;
  target: { key: string; raw: string };
}

/** --sweep FIELD=FROM..TO[:POINTS[:linear|log]]: the calculation over a range of one input. */
export interface SweepOption {
  field: string;
  from: string;
  to: string;
  points?: number;
  scale?: 'linear' | 'log';
}

/** `key=value` (text, read by the field's kind) or `key:=json` (a JSON value, taken as it is). */
export interface Pair {
  key: string;
  raw: string;
  json: boolean;
}

export class UsageError extends Error {}

/** Words that are subcommands, never tool ids (a test checks no tool id is one of them). */
export const SUBCOMMANDS = ['help', 'list', 'schema'] as const;

export function parseArgs(argv: readonly string[]): Command {
  let json = false;
  let help = false;
  let version = false;
  let pin: string | undefined;
  let solveFor: string | undefined;
  let target: { key: string; raw: string } | undefined;
  let sweep: SweepOption | undefined;
  let csv = false;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || /^-\d/.test(arg)) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    switch (name) {
      case '--json':
        json = true;
        break;
      case '--help':
      case '-h':
        help = true;
        break;
      case '--version':
      case '-V':
        version = true;
        break;
      case '--pin':
      case '--calculation-version': {
        const value = inline ?? argv[++i];
        if (value === undefined || value === '') throw new UsageError(`${name} needs a version, e.g. ${name} 1.0.0.`);
        pin = value;
        break;
      }
      case '--solve': {
        const value = inline ?? argv[++i];
        if (!value) throw new UsageError('--solve needs the input to solve for, e.g. --solve R2 --target Vout=3.3.');
        solveFor = value;
        break;
      }
      case '--target': {
        const value = inline ?? argv[++i];
        const eq = value?.indexOf('=') ?? -1;
        if (!value || eq <= 0) throw new UsageError('--target needs OUTPUT=VALUE, e.g. --target Vout=3.3.');
        target = { key: value.slice(0, eq), raw: value.slice(eq + 1) };
        break;
      }
      case '--sweep':
        sweep = sweepOf(inline ?? argv[++i]);
        break;
      case '--csv':
        csv = true;
        break;
      default:
        throw new UsageError(`unknown option ${name}.`);
    }
  }

  const [first, ...rest] = positional;
  if (version && first === undefined) return { kind: 'version' };
  if (first === undefined || (first === 'help' && rest.length === 0)) return { kind: 'usage' };
  if (first === 'help') return { kind: 'tool-help', tool: rest[0] };
  if (first === 'list') return { kind: 'list', words: rest, json };
  if (first === 'schema') {
    const [tool, which = 'input'] = rest;
    if (!tool) throw new UsageError('schema needs a tool id: calculatorx schema <tool> [input|output].');
    if (which !== 'input' && which !== 'output') throw new UsageError(`schema prints "input" or "output", not ${JSON.stringify(which)}.`);
    return { kind: 'schema', tool, which };
  }
  if (help) return { kind: 'tool-help', tool: first };
  if ((solveFor === undefined) !== (target === undefined)) throw new UsageError('--solve and --target go together: --solve R2 --target Vout=3.3.');
  if (solveFor !== undefined && sweep) throw new UsageError('--solve and --sweep are separate questions: ask one at a time.');
  if (csv && !sweep) throw new UsageError('--csv prints a sweep: add --sweep FIELD=FROM..TO[:POINTS[:log]].');
  return {
    kind: 'run',
    tool: first,
    pairs: rest.map(pairOf),
    json,
    ...(pin !== undefined ? { pin } : {}),
    ...(solveFor !== undefined && target ? { solve: { field: solveFor, target } } : {}),
    ...(sweep ? { sweep, csv } : {}),
  };
}

/** "R2=1k..100k:50:log" → the field, the ends as typed (read as the field's numbers are), points and scale. */
function sweepOf(spec: string | undefined): SweepOption {
  const usage = '--sweep needs FIELD=FROM..TO[:POINTS[:linear|log]], e.g. --sweep R2=1k..100k:50:log.';
  const m = spec === undefined ? null : /^([^=]+)=(.+?)\.\.([^:]+)(?::(\d+))?(?::(linear|log))?$/.exec(spec);
  if (!m) throw new UsageError(usage);
  const [, field, from, to, points, scale] = m;
  return { field, from, to, ...(points !== undefined ? { points: Number(points) } : {}), ...(scale ? { scale: scale as 'linear' | 'log' } : {}) };
}

function pairOf(arg: string): Pair {
  const eq = arg.indexOf('=');
  if (eq <= 0) throw new UsageError(`expected key=value, got ${JSON.stringify(arg)}.`);
  const json = arg[eq - 1] === ':';
  const key = arg.slice(0, json ? eq - 1 : eq);
  if (!key) throw new UsageError(`expected key=value, got ${JSON.stringify(arg)}.`);
  return { key, raw: arg.slice(eq + 1), json };
}
