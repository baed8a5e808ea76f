// The answer of one calculation: headline value, result table, formula,
// warnings, assumptions, verification and version. Rendered on the server for
// parameterised URLs and snapshots, and by the island after each keystroke.
import type { Envelope } from '../../engines/core/run.ts';
import type { ProblemBody } from '../../engines/core/problem.ts';
import { formatNumber } from '../../engines/core/numeric.ts';
import { formatSI } from '../../engines/core/si-format.ts';
import { headlineFor, type ResultPage } from '../../engines/derive/page-model.ts';

export type Shown = { http: number; body: Envelope | ProblemBody } | null;

interface Props {
  answer: Shown;
  page: ResultPage;
  compactMeta?: boolean;
}

const fmt = (v: unknown): string =>
  typeof v === 'number' ? formatNumber(v, 10) : typeof v === 'string' ? v : v === null ? '—' : typeof v === 'boolean' ? String(v) : JSON.stringify(v);

const isScalar = (v: unknown) => v === null || ['number', 'string', 'boolean'].includes(typeof v);

/** Units a prefix applies to; prefixed or compound units (kW, °C/W, dB) are shown as they are. */
const SI_UNITS = new Set(['A', 'V', 'W', 'Ω', 'F', 'H', 'Hz', 's', 'J', 'C', 'S', 'VA', 'var', 'Wh', 'm']);

function Value({ name, value, unit }: { name: string; value: unknown; unit?: string | null }) {
  // The exact number stays in <output>; far from 1 an SI-prefixed reading follows (2.533e-9 F → 2.533 nF).
  const prefixed = typeof value === 'number' && unit && SI_UNITS.has(unit) && value !== 0 && (Math.abs(value) < 1e-3 || Math.abs(value) >= 1e4);
  return (
    <>
      <output data-output={name}>{fmt(value)}</output>
      {unit ? ` ${unit}` : ''}
      {prefixed && <span class="si"> ({formatSI(value, unit, 4)})</span>}
    </>
  );
}

/** Arrays of objects (schedules, steps) as a table, arrays of scalars as a list. */
function Nested({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    if (value.length && value.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
      const cols = [...new Set(value.flatMap((r) => Object.keys(r as object)))];
      return (
        // Focusable, so a keyboard can scroll a table wider than its card.
        <div class="scroll" tabIndex={0}>
          <table>
            <thead>
              <tr>{cols.map((c) => <th scope="col">{c}</th>)}</tr>
            </thead>
            <tbody>
              {value.map((r) => (
                <tr>{cols.map((c) => <td class="num">{fmt((r as Record<string, unknown>)[c])}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    return <span>{value.map(fmt).join(', ')}</span>;
  }
  if (value && typeof value === 'object') {
    return (
      <ul>
        {Object.entries(value).map(([k, v]) => (
          <li>
            {k}: {isScalar(v) ? fmt(v) : <Nested value={v} />}
          </li>
        ))}
      </ul>
    );
  }
  return <span>{fmt(value)}</span>;
}

export default function ResultView({ answer, page, compactMeta }: Props) {
  if (!answer) return <p class="empty">Enter values to see the result.</p>;
  const b = answer.body as Envelope & Partial<Omit<ProblemBody, 'status'>>;
  if (answer.http !== 200 || b.status === 'invalid') {
    // An error body (HTTP 4xx/5xx) or an `invalid` envelope: both carry code, detail and suggestion.
    return (
      <div role="alert">
        <p class="status-error">
          <strong>{b.status === 'invalid' ? 'No answer for these inputs' : b.title ?? 'Error'}</strong> <code>{b.code}</code>
        </p>
        <p>{b.detail}</p>
        {b.suggestion && <p class="meta">{b.suggestion}</p>}
      </div>
    );
  }
  const result = b.result;
  const unit = b.result_detail?.unit ?? null;
  const entries = result && typeof result === 'object' && !Array.isArray(result) ? Object.entries(result as Record<string, unknown>) : null;
  const labels = page.resultLabels;
  const headKey = entries ? headlineFor(page, b.inputs ?? {}, result as Record<string, unknown>) : null;
  // The field's declared unit first: an engine that solves for another quantity reports that one's
  // unit in result_detail.unit (diode-equation in mode voltage); it fills in for unitless `value`s.
  const headUnit = headKey ? (labels[headKey]?.unit ?? unit) : null;
  return (
    <div>
      {b.status === 'empty' && <p class="empty">No data to compute from (status empty).</p>}
      {b.status === 'multiple_solutions' && <p class="warn">More than one answer is correct; all are listed.</p>}
      {entries === null ? (
        <p class="headline">
          <Value name="result" value={result} unit={unit} />
        </p>
      ) : (
        headKey && (
          <p class="headline">
            <span class="name">{labels[headKey]?.label ?? headKey}</span>
            {headKey} = <Value name={headKey} value={(result as Record<string, unknown>)[headKey]} unit={headUnit} />
          </p>
        )
      )}
      {entries && (
        <table>
          <tbody>
            {entries.map(([k, v]) => (
              <tr>
                <th scope="row">
                  {k}
                  {labels[k] && <span class="meta"> {labels[k].label}</span>}
                </th>
                <td class="num">{isScalar(v) ? <Value name={k} value={v} unit={k === headKey ? headUnit : labels[k]?.unit} /> : <Nested value={v} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {b.formula?.expression && (
        <p>
          <span class="meta">{b.formula.label ?? 'Formula'}</span>
          <br />
          <code class="formula">{b.formula.expression}</code>
        </p>
      )}
      {b.warnings?.length > 0 && (
        <ul class="warn" aria-label="Warnings">
          {b.warnings.map((w) => (
            <li>
              <code>{w.code}</code> {w.detail} {w.suggestion}
            </li>
          ))}
        </ul>
      )}
      {!compactMeta && b.assumptions?.length > 0 && (
        <details class="assumptions">
          <summary>Assumptions ({b.assumptions.length})</summary>
          <ul>{b.assumptions.map((a) => <li>{a}</li>)}</ul>
        </details>
      )}
      <p class="meta">
        Calculation version {b.calculation_version} · <span class="tier">{b.verification?.tier?.replace('_', ' ')}</span>
        {b.engine !== b.tool && <> · engine {b.engine}</>}
      </p>
    </div>
  );
}
