// The main content of a snapshot page (/s/<id>): its inputs and the result as
// it was computed, with the picture, read as on calculator pages (labels, the
// visitor's locale, amounts in the snapshot's own currency for everyone, API
// names only in the API names view). Rendered on the server only.
import type { Snapshot } from '../../engines/derive/snapshot.ts';
import type { Picture, ScheduleRow } from '../../engines/core/contract.ts';
import type { PageModel } from '../../engines/derive/page-model.ts';
import { unitReading } from '../../engines/derive/readings.ts';
import { readValue, readoutText, type ReadingPrefs } from '../../engines/derive/readout.ts';
import { answerPrefs, type VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import PictureView from './PictureView.tsx';
import ResultView from './ResultView.tsx';

const EMPTY_PAGE = { headline: null, headlines: {}, fields: [], tabs: [], resultLabels: {}, engineArea: 'math' as const };

interface Props {
  snap: Snapshot;
  page: PageModel | null;
  picture: Picture | null;
  /** The visitor's locale. */
  prefs: VisitorPrefs;
  schedule: ScheduleRow[] | null;
}

/** An input as typed, read like a result: a choice by its label, a number with its unit. */
function inputText(page: PageModel | null, key: string, value: unknown, prefs: ReadingPrefs): string {
  const field = page?.fields.find((f) => f.key === key);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  const option = field?.options?.find((o) => o.value === String(value));
  if (option) return option.label;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && Number.isFinite(n)) return readoutText(readValue(n, unitReading(field?.unit, page?.engineArea ?? 'math'), field?.unit, prefs));
  return String(value);
}

export default function SnapshotView({ snap, page, picture, prefs, schedule }: Props) {
  // Amounts are in the snapshot's currency, the one its calculation was made in.
  const reading = answerPrefs(prefs, snap.result);
  const title = page?.title ?? snap.tool_id;
  const label = (k: string) => page?.fields.find((f) => f.key === k)?.label ?? k;
  return (
    <>
      <p class="crumbs">
        <a href="/calculators/">Calculators</a> › Snapshot
      </p>
      <h1>{title}</h1>
      <p class="lede">
        Immutable snapshot made {snap.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}, calculation version {snap.calculation_version}. Later versions of the
        calculator never change what it shows.
      </p>
      <div class="calc">
        <section class="panel">
          <h2>Inputs</h2>
          <table class="catalog">
            <tbody>
              {Object.entries(snap.inputs).map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">
                    {label(k)}
                    <code class="key">{k}</code>
                  </th>
                  <td class="num">{inputText(page, k, v, reading)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {snap.links.live && (
            <p>
              <a class="btn" href={snap.links.live}>
                Open in the live calculator
              </a>
            </p>
          )}
          <p class="meta">
            <a href={snap.links.api}>This snapshot's data, for developers</a>
          </p>
        </section>
        <section class="panel result" aria-label="Result">
          <ResultView answer={{ http: 200, body: snap.result }} page={page ?? EMPTY_PAGE} prefs={prefs} schedule={schedule} serverOnly />
          <PictureView picture={picture} />
        </section>
      </div>
    </>
  );
}
