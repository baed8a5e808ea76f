// The main content of a snapshot page (/s/<id>): its inputs and the result as
// it was computed, with the picture. Rendered on the server only.
import type { Snapshot } from '../../api/share/snapshots.ts';
import type { Picture } from '../../engines/core/contract.ts';
import type { PageModel } from '../../engines/derive/page-model.ts';
import PictureView from './PictureView.tsx';
import ResultView from './ResultView.tsx';

const EMPTY_PAGE = { headline: null, fields: [], tabs: [], resultLabels: {} };

export default function SnapshotView({ snap, page, picture }: { snap: Snapshot; page: PageModel | null; picture: Picture | null }) {
  const labels = page?.resultLabels ?? {};
  const title = page?.title ?? snap.tool_id;
  return (
    <>
      <p class="crumbs">
        <a href="/capabilities/">Calculators</a> › Snapshot
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
              {Object.entries(snap.inputs).map(([k, v]) => {
                const hint = Object.hasOwn(labels, k) ? labels[k] : undefined;
                return (
                  <tr key={k}>
                    <th scope="row">{k}</th>
                    <td>{typeof v === 'object' ? JSON.stringify(v) : String(v)}</td>
                    <td class="meta">
                      {hint?.label}
                      {hint?.unit ? ` (${hint.unit})` : ''}
                    </td>
                  </tr>
                );
              })}
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
            <a href={snap.links.api}>This snapshot as JSON</a>
          </p>
        </section>
        <section class="panel result" aria-label="Result">
          <ResultView answer={{ http: 200, body: snap.result }} page={page ?? EMPTY_PAGE} />
          <PictureView picture={picture} />
        </section>
      </div>
    </>
  );
}
