// Renders a snapshot page (/s/<id>) into the pre-rendered page shell.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Snapshot } from '../../engines/derive/snapshot.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import { scheduleFor } from '../../engines/derive/schedule.ts';
import { registry } from '../../engines/registry.ts';
import SnapshotView from '../components/SnapshotView.tsx';
import type { VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { fillShell } from './shell.ts';

/** The snapshot page, its numbers read in the visitor's locale as on calculator pages, its amounts in the snapshot's own currency. */
export function renderSnapshot(shell: string, snap: Snapshot, prefs: VisitorPrefs): string {
  const tool = registry.tools.get(snap.tool_id);
  const page = tool ? pageModel(tool) : null;
  const answer = { http: 200, body: snap.result } as const;
  const picture = tool ? pictureFor(tool, answer) : null;
  // The whole schedule comes from today's code: only while the snapshot's version is today's.
  const schedule = tool && snap.calculation_version === tool.version ? scheduleFor(tool, answer) : null;
  return fillShell(shell, {
    title: `Snapshot: ${page?.title ?? snap.tool_id} — CalculatorX`,
    description: 'An immutable calculation snapshot.',
    path: snap.links.snapshot,
    main: renderToString(h(SnapshotView, { snap, page, picture, prefs, schedule })),
  });
}
