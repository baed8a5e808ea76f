// Hostile inputs shared by the sweeps over every tool (engines in process,
// and REST, pages, MCP and share over HTTP): names of Object.prototype members
// used as keys, pins, ids and values, and the extreme values each field kind
// can carry.
import type { FieldShape } from '../../engines/core/schema-shape.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';

/** Text that names a member of every plain object: looked up with obj[k], it finds a function (or the prototype). */
export const PROTOTYPE_NAMES = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__', '__defineGetter__', '__lookupGetter__', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString'];

/** The ones the sweeps over HTTP use: a method, the constructor, the prototype itself, and an accessor. */
export const SOME_PROTOTYPE_NAMES = ['toString', 'constructor', '__proto__', '__defineGetter__'];

/** An ordinary unknown word of the same length: a prototype name must behave exactly like it. */
export const neutralWord = (name: string) => 'q'.repeat(name.length);

/**
 * Text a regular expression with two ways to split one run of characters (\d+\.?\d*, \s*x, 0+$) answers in
 * quadratic time: 60,000 digits and a letter took a REST request 19 s before the number patterns were made
 * unambiguous. Answered in linear time, each is a plain invalid number or text.
 */
export const BACKTRACKING_BAIT = ['1'.repeat(30_000) + 'x', '1' + '0'.repeat(30_000) + '1', '1' + ' '.repeat(30_000) + 'x', '1.' + '5'.repeat(30_000) + 'e', '1'.repeat(30_000) + 'k'];

const EXTREME_NUMBERS: unknown[] = [...BACKTRACKING_BAIT, 1e308, -1e308, 5e-324, -5e-324, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 64, 1e21, '1e308', '-1e308', '5e-324', '9'.repeat(400), 0, -0];
const EXTREME_TEXT: unknown[] = [...BACKTRACKING_BAIT, '', ' ', 'x'.repeat(20_000), '\u0000', '\ud800', '%', '$&$1$`', '<script>alert(1)</script>', '9'.repeat(400)];
const longList = (item: unknown, n: number) => Array.from({ length: n }, () => item);
const EXTREME_LISTS: unknown[] = [[], [1e308, 1e308], [5e-324, 5e-324], [-1e308, 1e308], longList(1e308, 2000), longList(1, 10_000), longList('9'.repeat(48), 200), longList('A:4:A', 2000), '1e308, 1e308', longList('1', 2000).join(','), [BACKTRACKING_BAIT[1], 1], BACKTRACKING_BAIT[0]];

/** The extreme finite values a field of this kind can be given (numbers also as text, lists also very long). */
export function extremeValues(shape: FieldShape): unknown[] {
  switch (shape.kind) {
    case 'number':
    case 'integer':
      return EXTREME_NUMBERS;
    case 'array':
      return EXTREME_LISTS;
    case 'enum':
      return ['', ' ', 'x'.repeat(2000)];
    case 'boolean':
      return ['', 'yes', 2];
    default:
      return [...EXTREME_TEXT, ...EXTREME_LISTS.slice(0, 3), ...EXTREME_NUMBERS.slice(0, 4)];
  }
}

/**
 * A few of them, for the sweeps over HTTP: every value above has been through
 * calculate and the picture in process (tests/engines/hostile-inputs.test.ts);
 * over HTTP the question is what each surface's own layers do with an extreme
 * answer (the largest and smallest doubles, a long text or list).
 */
export function someExtremeValues(shape: FieldShape): unknown[] {
  switch (shape.kind) {
    case 'number':
    case 'integer':
      return [Number.MAX_VALUE, -1e308, 5e-324, '9'.repeat(400), BACKTRACKING_BAIT[0]];
    case 'array':
      return [[-1e308, 1e308], longList(1e308, 2000), longList('A:4:A', 2000)];
    case 'enum':
    case 'boolean':
      return ['x'.repeat(2000)];
    default:
      return ['x'.repeat(20_000), '$&$1$`', [-1e308, 1e308], Number.MAX_VALUE, BACKTRACKING_BAIT[0]];
  }
}

/** The tools a sweep covers: every canonical engine id and every alias with its own page. */
export const sweptTools = (tools: Iterable<ResolvedTool>) => [...tools].filter((t) => t.canonical || t.ownPage);

/** Inputs that work for this tool (its first worked example), as a starting point to spoil one field at a time. */
export function baseInputs(tool: ResolvedTool): Record<string, unknown> {
  const ex = tool.engine.examples.find((e) => (e.tool ?? tool.engine.id) === tool.id && (e.expect.status ?? 'success') === 'success');
  return { ...(ex?.inputs ?? tool.initial) };
}

/** JSON text of an object whose keys may include "__proto__" (an object literal would set the prototype instead). */
export function jsonWithKey(base: Record<string, unknown>, key: string, value: unknown): string {
  const inner = JSON.stringify(base).slice(1, -1);
  return `{${inner}${inner ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value)}}`;
}

/** Runs `tasks` with at most `n` at a time. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], n = 8): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}
