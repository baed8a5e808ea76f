// List inputs of the grade engines: GPA courses 'Calculus:4:A-' and final-grade
// categories 'Homework:20:92'. A list arrives as text rows 'name:a:b' (one per
// line or separated by ';', from a text box or a query string), as an array of
// such rows, or as an array of objects. `readRows` runs in `prepare` and turns
// all three into checked objects, so every bad cell is reported with its path
// (courses.2.credits) and the right code; the zod schema is only a backstop.
import type { EngineError } from '../../core/contract.ts';
import { splitList, type ListRule } from '../../core/lists.ts';
import { isFiniteNumber, numberFromText } from '../../core/numeric.ts';

/** Converts one cell; `path` is e.g. 'courses.2.credits', `what` e.g. 'Course 3 (Physics)'. */
export type Cell = (value: unknown, path: string, what: string) => unknown | EngineError;

export interface RowSpec {
  /** Input field, e.g. 'courses'. */
  field: string;
  /** Row noun for messages, e.g. 'Course'. */
  noun: string;
  /** Names of the two trailing columns of a text row, e.g. ['credits', 'grade']. */
  columns: [string, string];
  /** Example row for suggestions. */
  example: string;
  /** The field's maximum (its schema is boundedList with the same rule): text is read no further. */
  list: ListRule;
  cells: Record<string, Cell>;
}

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required number: numeric text is read as a number; blank is missing; anything else is INVALID_NUMBER. */
export const numberCell =
  (meaning: string): Cell =>
  (v, path, what) => {
    if (isBlank(v)) return { code: 'MISSING_REQUIRED_INPUT', field: path, detail: `${what} has no ${meaning}.`, suggestion: `Give the ${meaning} of every row.` };
    const n = numberFromText(v);
    if (isFiniteNumber(n)) return n;
    return { code: 'INVALID_NUMBER', field: path, detail: `${what}: ${meaning} ${JSON.stringify(v)} is not a number.`, suggestion: `Give the ${meaning} as a number, e.g. 3.` };
  };

/** Splits text rows 'name:a:b'; the name is everything before the last two fields, so 'CS 101: Intro:3:A' keeps its colon. */
function splitRows(text: string, spec: RowSpec, field: string): Record<string, unknown>[] | EngineError {
  const lines = splitList(text, /\r\n|\r|\n|;/, field, spec.list);
  if (!Array.isArray(lines)) return lines;
  const rows: Record<string, unknown>[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const last = line.lastIndexOf(':');
    if (last < 0) {
      return {
        code: 'INVALID_ROW',
        field,
        detail: `${spec.noun} row '${line.length > 40 ? `${line.slice(0, 40)}…` : line}' has no ':'; each row is name:${spec.columns.join(':')} (the name is optional).`,
        suggestion: `Write one row per line, or separate rows with ';', e.g. ${spec.example}.`,
      };
    }
    const before = line.lastIndexOf(':', last - 1);
    const name = before < 0 ? '' : line.slice(0, before).trim();
    rows.push({ ...(name ? { name } : {}), [spec.columns[0]]: line.slice(before + 1, last).trim(), [spec.columns[1]]: line.slice(last + 1).trim() });
  }
  return rows;
}

/** Normalises a list input; returns the objects, an engine error, or the value unchanged when it is not a list at all. */
export function readRows(value: unknown, spec: RowSpec): unknown {
  let items: unknown[];
  if (isBlank(value)) return value;
  if (typeof value === 'string') {
    const rows = splitRows(value, spec, spec.field);
    if (!Array.isArray(rows)) return rows;
    items = rows;
  } else if (Array.isArray(value)) {
    items = [];
    for (const [i, item] of value.entries()) {
      if (typeof item !== 'string') {
        items.push(item);
        continue;
      }
      const rows = splitRows(item, spec, `${spec.field}.${i}`);
      if (!Array.isArray(rows)) return rows;
      if (rows.length !== 1) {
        return { code: 'INVALID_ROW', field: `${spec.field}.${i}`, detail: `${spec.field}[${i}] holds ${rows.length} rows; an array item is one ${spec.noun.toLowerCase()}.`, suggestion: 'Put each row in its own array item, or send all rows as one text.' };
      }
      items.push(rows[0]);
    }
  } else return value;

  const out: Record<string, unknown>[] = [];
  for (const [i, item] of items.entries()) {
    const path = `${spec.field}.${i}`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      return { code: 'INVALID_INPUT', field: path, detail: `${spec.field}[${i}] must be an object {name?, ${spec.columns.join(', ')}} or a row 'name:${spec.columns.join(':')}'.`, suggestion: `Write it as ${spec.example}.` };
    }
    const o = item as Record<string, unknown>;
    const name = typeof o.name === 'number' ? String(o.name) : o.name;
    if (!isBlank(name) && typeof name !== 'string') {
      return { code: 'INVALID_INPUT', field: `${path}.name`, detail: `${spec.noun} ${i + 1}: name must be text.`, suggestion: 'Give the name as a string, or leave it out.' };
    }
    const what = `${spec.noun} ${i + 1}${typeof name === 'string' && name.trim() ? ` (${name.trim()})` : ''}`;
    const row: Record<string, unknown> = isBlank(name) ? {} : { name: (name as string).trim() };
    for (const [col, cell] of Object.entries(spec.cells)) {
      const v = cell(o[col], `${path}.${col}`, what);
      if (v && typeof v === 'object' && 'code' in v && 'suggestion' in v) return v;
      row[col] = v;
    }
    out.push(row);
  }
  return out;
}
