// An answer for people on a terminal: the headline, the result table with
// labels and units, formula and warnings; an error as its code, field, detail
// and suggestion. The exact numbers are one flag away (--json).
import type { Area, Reading } from '../../engines/core/contract.ts';
import { headlineFor } from '../../engines/derive/page-model.ts';
import { readingFor } from '../../engines/derive/readings.ts';
import { readoutText, readValue, type ReadingPrefs } from '../../engines/derive/readout.ts';
import type { ToolDescription } from '../tool.ts';
import type { Answer, Answered, ProblemBody, SolveMember, SweepBody } from '../types.ts';
import { defaultChartOutput } from '../../engines/derive/sweep-chart.ts';
import { outputValue } from '../../engines/derive/solve.ts';

/** A terminal has no visitor to ask: grouped the en-US way, money without a currency sign (engines never assume one). */
const TERMINAL: ReadingPrefs = { locale: 'en-US', currency: null };

/**
 * One value as a person reads it, by the reading its output declares (the
 * calculator pages' rule, engines/derive/readings.ts): "$"-less money to the
 * cent, "25.53 mA", "360 months", Yes/No. The exact numbers are in --json.
 */
export function formatValue(value: unknown, unit?: string | null, hint?: { reads?: Reading }, area: Area = 'math'): string {
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) return value.map((v) => formatValue(v, unit, hint, area)).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return readoutText(readValue(value, readingFor(hint, unit, area), unit, TERMINAL));
}

/** An answer with a result: success, empty or multiple_solutions. */
export const isAnswered = (a: Answer): a is Answered<unknown> => a.status === 'success' || a.status === 'empty' || a.status === 'multiple_solutions';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The text of an answer with a result (success, empty, multiple_solutions). */
export function presentAnswer(answer: Answer, tool: ToolDescription): string {
  if (!isAnswered(answer)) return presentProblem(answer);
  const lines = [`${tool.title} (${answer.tool} ${answer.calculation_version}, ${answer.verification.tier.replace('_', ' ')})`];
  if (answer.status === 'empty') lines.push('No data to compute from (status empty).');
  if (answer.status === 'multiple_solutions') lines.push('More than one answer is correct; all are listed.');
  const { result } = answer;
  const labels = tool.result_labels;
  if (!isRecord(result)) {
    lines.push(formatValue(result, answer.result_detail.unit, undefined, tool.area));
  } else {
    const page = { headline: tool.headline, headlines: tool.headlines, fields: tool.fields, tabs: tool.tabs, resultLabels: labels, engineArea: tool.area };
    const head = headlineFor(page, answer.inputs, result);
    const unitOf = (k: string) => (k === head ? (labels[k]?.unit ?? answer.result_detail.unit) : labels[k]?.unit);
    const read = (k: string, v: unknown) => formatValue(v, unitOf(k), labels[k], tool.area);
    if (head) lines.push(`${labels[head]?.label ?? head}: ${head} = ${read(head, result[head])}`);
    const scalars = Object.entries(result).filter(([, v]) => !isRecord(v) && !(Array.isArray(v) && v.some(isRecord)));
    lines.push('', ...table(scalars.map(([k, v]) => [k, labels[k]?.label ?? '', read(k, v)]), '  '));
    for (const [k, v] of Object.entries(result)) {
      if (isRecord(v)) lines.push('', `${k}${labels[k] ? ` (${labels[k].label})` : ''}:`, ...table(Object.entries(v).map(([kk, vv]) => [kk, formatValue(vv)]), '  '));
      else if (Array.isArray(v) && v.some(isRecord)) lines.push('', `${k}${labels[k] ? ` (${labels[k].label})` : ''}:`, ...rows(v));
    }
  }
  if (answer.formula?.expression) lines.push('', `Formula: ${answer.formula.expression}`);
  for (const w of answer.warnings) lines.push(`Warning ${w.code}: ${w.detail}${w.suggestion ? ` ${w.suggestion}` : ''}`);
  return `${lines.join('\n')}\n`;
}

/** An error body or an `invalid` answer: code and field first, then what is wrong and what to do. */
export function presentProblem(answer: ProblemBody | Answer): string {
  const a = answer as Partial<ProblemBody>;
  return `${answer.status === 'invalid' ? 'No answer' : 'Error'} ${a.code}${a.field ? ` (field ${a.field})` : ''}\n  ${a.detail}\n  Suggestion: ${a.suggestion}\n`;
}

/** Rows of cells, columns padded to their widest cell (the last column is not padded). */
export function table(cells: string[][], indent = ''): string[] {
  const widths: number[] = [];
  for (const row of cells) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, [...c].length)));
  return cells.map((row) => indent + row.map((c, i) => (i === row.length - 1 ? c : c + ' '.repeat(widths[i] - [...c].length))).join('  ').trimEnd());
}

/** An array of objects (a schedule, the steps of a method) as a table with a header row. */
function rows(list: unknown[]): string[] {
  const cols = [...new Set(list.flatMap((r) => (isRecord(r) ? Object.keys(r) : [])))];
  return table([cols, ...list.map((r) => cols.map((c) => (isRecord(r) ? formatValue(r[c]) : formatValue(r))))], '  ');
}

/** A solve's answer: the value found and how closely it meets the target, the other roots, standard values, then the answer at that value. */
export function presentSolved(answer: Answer, tool: ToolDescription): string {
  const s = (answer as Answer & { solve?: SolveMember }).solve;
  if (!s) return presentAnswer(answer, tool);
  const unit = s.unit;
  const target = `${s.target.output} = ${formatValue(s.target.value, s.target.unit)}`;
  const lines = [`${s.solve_for} = ${formatValue(s.value, unit)} gives ${target} (${s.tolerance ? `within ${s.tolerance.toExponential(1)} relative` : 'exactly'}; ${s.solve_for} exactly ${s.value})`];
  if (s.solutions.length > 1) lines.push(`All ${s.solutions.length} solutions: ${s.solutions.map((x) => formatValue(x, unit)).join('; ')}${s.truncated ? ' (more exist)' : ''}`);
  for (const v of s.standard_values ?? []) lines.push(`  ${v.series} ${formatValue(v.value, unit)} gives ${s.target.output} = ${v.output === null ? '—' : formatValue(v.output, s.target.unit)}${v.error_pct === null ? '' : ` (${v.error_pct >= 0 ? '+' : ''}${v.error_pct.toFixed(2)} %)`}`);
  return `${lines.join('\n')}\n\n${presentAnswer(answer, tool)}`;
}

/** A sweep as a table of the varied input and the first output that varies (every output: --csv or --json). */
export function presentSweep(s: SweepBody): string {
  const output = defaultChartOutput(s);
  const unitOf = output ? (s.outputs.find((o) => o.key === output)?.unit ?? null) : null;
  const head = [`${s.vary.input}${s.vary.unit ? ` (${s.vary.unit})` : ''}`, output ? `${output}${unitOf ? ` (${unitOf})` : ''}` : 'status'];
  const rows = s.points.map((p) => [formatValue(p.inputs[s.vary.input], s.vary.unit), p.status === 'success' && output ? formatValue(outputValue(p.result, output), unitOf) : `${p.status}${p.code ? ` ${p.code}` : ''}`]);
  return `${table([head, ...rows]).join('\n')}\n`;
}
