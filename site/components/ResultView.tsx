// The answer of one calculation, as a person reads it: the headline says what
// was solved in words ("Monthly payment $1,896.20"), every value is read in the
// visitor's locale (engines/derive/readout.ts) with the reading its output
// declares, amounts in the answer's own currency (its `currency` input, the same
// for everyone), and the exact values stay one click away (copy button, "Exact
// values"). A result a visitor may read in another unit (a width in mil or mm)
// has a unit select beside it, which changes the reading only. API field names
// show only in the API names view (the `.key` elements, site/lib/page-tools.ts).
// Rendered on the server for parameterised URLs and snapshots, and by the island
// after each keystroke.
import { useState } from 'preact/hooks';
import type { OutputHint, ScheduleRow } from '../../engines/core/contract.ts';
import type { Envelope } from '../../engines/core/run.ts';
import type { ProblemBody } from '../../engines/core/problem.ts';
import { headlineOf, headlineWords, readResult } from '../../engines/derive/headline.ts';
import type { ResultPage } from '../../engines/derive/page-model.ts';
import { convertValue } from '../../engines/derive/page-units.ts';
import { visitorText } from '../../engines/derive/page-text.ts';
import { answerPrefs, type VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { readingFor, unitReading } from '../../engines/derive/readings.ts';
import { readValue, type ReadingPrefs } from '../../engines/derive/readout.ts';
import ScheduleView from './ScheduleView.tsx';

export type Shown = { http: number; body: Envelope | ProblemBody } | null;

interface Props {
  answer: Shown;
  page: ResultPage;
  /** The visitor's locale; the currency is the answer's. */
  prefs: VisitorPrefs;
  /** Every row of a schedule the API shortens (amortization), when the page has it. */
  schedule?: ScheduleRow[] | null;
  /** Rendered by the server alone (a snapshot page): no island will add what is drawn on demand. */
  serverOnly?: boolean;
  compactMeta?: boolean;
  /**
   * What to draw: everything (a page), or the answer alone (headline, status, error) and the rest
   * apart, for a view that puts the form between them (site/mcp-app/).
   */
  part?: 'all' | 'answer' | 'details';
}

const isScalar = (v: unknown) => v === null || ['number', 'string', 'boolean'].includes(typeof v);

/** Rows of objects (steps, branches, courses): shown as a table of their own under their label. */
const isTable = (v: unknown): v is Record<string, unknown>[] => Array.isArray(v) && v.length > 0 && v.every((r) => r && typeof r === 'object' && !Array.isArray(r));

/** A column of a nested table has no declared label: its name in words (qualityPoints → Quality points), the name itself in the API names view. */
const inWords = (key: string) => {
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The exact value, as the API gives it, for the copy button and the title. */
const exact = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

interface Shape {
  page: ResultPage;
  prefs: ReadingPrefs;
}

const read = readResult;

/** One value: the readable text in <output> (its exact value in data-value), the unit after it. */
function Value({ name, value, unit, shape }: { name: string; value: unknown; unit?: string | null; shape: Shape }) {
  const r = read(shape.page, shape.prefs, name, value, unit);
  return (
    <>
      <output data-output={name} data-value={exact(value)}>
        {r.text}
      </output>
      {r.unit && ` ${r.unit}`}
    </>
  );
}

/**
 * A value with a choice of the unit it is read in (page-units.ts): converted exactly from its declared unit,
 * read as that unit reads; data-value keeps the exact value in the declared unit, as the answer gives it.
 */
function ValueIn({ name, value, declared, units, chosen, onChoose, shape }: { name: string; value: number; declared: string; units: string[]; chosen: string; onChoose: (unit: string) => void; shape: Shape }) {
  const converted = convertValue(value, declared, chosen);
  const unit = converted === undefined ? declared : chosen;
  const hint = Object.hasOwn(shape.page.resultLabels, name) ? shape.page.resultLabels[name] : undefined;
  const reading = unit === declared ? readingFor(hint, unit, shape.page.engineArea) : (unitReading(unit, shape.page.engineArea) ?? { as: 'digits' as const, digits: 4 });
  const r = readValue(converted ?? value, reading, unit, shape.prefs);
  // A reading may scale the unit (540.7 ms from s): the select names the unit read, listed if it is not among the choices.
  const shown = r.unit || unit;
  const options = units.includes(shown) ? units : [shown, ...units];
  return (
    <>
      <output data-output={name} data-value={exact(value)}>
        {r.text}
      </output>{' '}
      <select class="unit-pick" aria-label={`${hint?.label ?? name}: unit shown`} value={shown} onChange={(e) => onChoose((e.target as HTMLSelectElement).value)}>
        {options.map((u) => (
          <option value={u}>{u}</option>
        ))}
      </select>
    </>
  );
}

/**
 * Arrays of objects (steps, branches) as a table, arrays of scalars as a list; every number read like the
 * headline: a column declared in its output's `columns` (contract.ts OutputHint) has its label and unit, a
 * list takes its field's unit. Rows are numbered from 1 (a 0-based `index` column the API gives is that
 * number less one, so it is not shown twice), and list items are separated by "; ", which no locale's
 * digit grouping uses ("1,000; 2,200", not "1,000, 2,200").
 */
function Nested({ value, shape, name, unit }: { value: unknown; shape: Shape; name?: string; unit?: string | null }) {
  const area = shape.page.engineArea;
  const hint = name !== undefined && Object.hasOwn(shape.page.resultLabels, name) ? shape.page.resultLabels[name] : undefined;
  const columns = hint?.columns ?? {};
  const column = (c: string) => (Object.hasOwn(columns, c) ? columns[c] : undefined);
  const readIn = (v: unknown, h: { unit?: string; reads?: OutputHint['reads'] } | undefined, u: string | null | undefined = h?.unit) => {
    const r = readValue(v, readingFor(h, u, area), u, shape.prefs);
    return r.unit ? `${r.text} ${r.unit}` : r.text;
  };
  if (Array.isArray(value)) {
    if (isTable(value)) {
      const numbered = value.every((r, i) => !('index' in r) || r.index === i);
      const cols = [...new Set(value.flatMap((r) => Object.keys(r as object)))].filter((c) => !(numbered && c === 'index'));
      return (
        // Focusable, so a keyboard can scroll a table wider than its card.
        <div class="scroll" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                {cols.map((c) => (
                  <th scope="col">
                    {column(c)?.label ?? inWords(c)}
                    <code class="key">{c}</code>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {value.map((r, i) => (
                <tr>
                  <th scope="row">{i + 1}</th>
                  {cols.map((c) => {
                    const v = (r as Record<string, unknown>)[c];
                    return <td class="num">{isScalar(v) ? readIn(v, column(c)) : JSON.stringify(v)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    return <span>{value.map((v) => (isScalar(v) ? readIn(v, undefined, unit) : JSON.stringify(v))).join('; ')}</span>;
  }
  if (value && typeof value === 'object') {
    return (
      <ul>
        {Object.entries(value).map(([k, v]) => (
          <li>
            {column(k)?.label ?? inWords(k)}: {isScalar(v) ? readIn(v, column(k)) : <Nested value={v} shape={shape} />}
          </li>
        ))}
      </ul>
    );
  }
  return <span>{readIn(value, undefined, unit)}</span>;
}

/** What the answer's headline shows: the solved field, its label, value and unit. */
const headlineOfAnswer = (b: Envelope, page: ResultPage) => headlineOf(b.result, b.inputs ?? {}, b.result_detail?.unit ?? null, page);

/** The headline in words, for the page title: "Monthly payment $1,896.20". */
export function headlineText(answer: Shown, page: ResultPage, prefs: VisitorPrefs): string | null {
  if (!answer || answer.http !== 200 || (answer.body as Envelope).status !== 'success') return null;
  const words = headlineWords(headlineOfAnswer(answer.body as Envelope, page), page, answerPrefs(prefs, answer.body));
  // A title and the phone's answer bar are one line: 5000! has 16,326 digits, which the result shows whole.
  return words && words.length > HEADLINE_LINE ? `${words.slice(0, HEADLINE_LINE - 1)}…` : words;
}

/** The longest headline a page title or the answer bar shows in full. */
const HEADLINE_LINE = 120;

function ApiNamesToggle() {
  return (
    <button type="button" class="linkish" data-api-names-toggle aria-pressed="false">
      API names
    </button>
  );
}

export default function ResultView({ answer, page, prefs: visitor, schedule, serverOnly, compactMeta, part = 'all' }: Props) {
  // The unit each result is read in, where the visitor chose one (this page only; the answer is unchanged).
  const [shownUnits, setShownUnits] = useState<Record<string, string>>({});
  const answerPart = part !== 'details';
  const detailsPart = part !== 'answer';
  if (!answer) return answerPart ? <p class="empty">Enter values to see the result.</p> : null;
  const prefs = answerPrefs(visitor, answer.body);
  const shape = { page, prefs };
  const b = answer.body as Envelope & Partial<Omit<ProblemBody, 'status'>>;
  if (answer.http !== 200 || b.status === 'invalid') {
    if (!answerPart) return null;
    // An error body (HTTP 4xx/5xx) or an `invalid` envelope: both carry code, detail and suggestion.
    return (
      <div role="alert">
        <p class="status-error">
          <strong>{b.status === 'invalid' ? 'No answer for these inputs' : b.title ?? 'Error'}</strong> <code class="key">{b.code}</code>
        </p>
        <p>{b.detail}</p>
        {b.suggestion && <p class="meta">{b.suggestion}</p>}
      </div>
    );
  }
  const result = b.result;
  const entries = result && typeof result === 'object' && !Array.isArray(result) ? Object.entries(result as Record<string, unknown>) : null;
  const labels = page.resultLabels;
  const label = (k: string) => (Object.hasOwn(labels, k) ? labels[k].label : k);
  const head = headlineOfAnswer(b, page);
  const unitOf = (k: string) => (k === head?.key ? head.unit : Object.hasOwn(labels, k) ? labels[k].unit : undefined);
  const choices = (k: string) => (page.resultUnits && Object.hasOwn(page.resultUnits, k) && unitOf(k) ? page.resultUnits[k] : undefined);
  // The headline's field is not repeated below it; a schedule shown whole replaces its first 12 rows.
  const rows = entries?.filter(([k]) => k !== head?.key && !(schedule && k === 'schedule'));
  const answerView = answerPart && (
    <>
      {b.status === 'empty' && <p class="empty">There is nothing to compute from yet: no data was counted.</p>}
      {b.status === 'multiple_solutions' && <p class="warn">More than one answer is correct; all are listed.</p>}
      {head && (
        <p class="headline">
          <span class="name">
            {head.label}
            {head.key && <code class="key">{head.key}</code>}
          </span>
          <Value name={head.key ?? 'result'} value={head.value} unit={head.unit} shape={shape} />
          {isScalar(head.value) && head.value !== null && (
            <button type="button" class="copy" data-copy-exact={exact(head.value)}>
              Copy exact value
            </button>
          )}
        </p>
      )}
    </>
  );
  if (!detailsPart) return <div>{answerView}</div>;
  return (
    <div>
      {answerView}
      {rows && rows.length > 0 && (
        <table class="fields">
          <tbody>
            {rows.map(([k, v]) =>
              isTable(v) ? (
                <tr>
                  <td colSpan={2}>
                    <strong>{label(k)}</strong>
                    <code class="key">{k}</code>
                    <Nested value={v} shape={shape} name={k} />
                  </td>
                </tr>
              ) : (
                <tr>
                  <th scope="row">
                    {label(k)}
                    <code class="key">{k}</code>
                  </th>
                  <td class="num">
                    {typeof v === 'number' && !serverOnly && choices(k) ? (
                      <ValueIn name={k} value={v} declared={unitOf(k)!} units={choices(k)!} chosen={shownUnits[k] ?? unitOf(k)!} onChoose={(u) => setShownUnits({ ...shownUnits, [k]: u })} shape={shape} />
                    ) : isScalar(v) ? (
                      <Value name={k} value={v} unit={unitOf(k)} shape={shape} />
                    ) : (
                      <Nested value={v} shape={shape} name={k} unit={unitOf(k)} />
                    )}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {schedule && schedule.length > 0 && <ScheduleView rows={schedule} prefs={prefs} serverOnly={serverOnly} />}
      {entries !== null && (
        <details class="exact">
          <summary>Exact values</summary>
          <pre>{JSON.stringify(result, null, 2)}</pre>
        </details>
      )}
      {b.formula?.expression && (
        <p>
          <span class="meta">{b.formula.label ? visitorText(b.formula.label) : 'Formula'}</span>
          <br />
          <code class="formula">{b.formula.expression}</code>
        </p>
      )}
      {b.warnings?.length > 0 && (
        <ul class="warn" aria-label="Warnings">
          {b.warnings.map((w) => (
            <li>
              {visitorText(w.detail)} {w.suggestion && visitorText(w.suggestion)} <code class="key">{w.code}</code>
            </li>
          ))}
        </ul>
      )}
      {!compactMeta && b.assumptions?.length > 0 && (
        <details class="assumptions">
          <summary>Assumptions ({b.assumptions.length})</summary>
          <ul>{b.assumptions.map((a) => <li>{visitorText(a)}</li>)}</ul>
        </details>
      )}
      <p class="meta">
        Calculation version {b.calculation_version} · <span class="tier">{b.verification?.tier?.replace('_', ' ')}</span>
        {b.engine !== b.tool && <span class="key"> · engine {b.engine}</span>}
        <span class="names-toggle">
          {' · '}
          <ApiNamesToggle />
        </span>
      </p>
    </div>
  );
}
