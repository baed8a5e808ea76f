// Renders a snapshot page (/s/<id>) into the pre-rendered page shell.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { Snapshot } from '../../api/share/snapshots.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import { registry } from '../../engines/registry.ts';
import SnapshotView from '../components/SnapshotView.tsx';
import { fillShell } from './shell.ts';

export function renderSnapshot(shell: string, snap: Snapshot): string {
  const tool = registry.tools.get(snap.tool_id);
  const page = tool ? pageModel(tool) : null;
  const picture = tool ? pictureFor(tool, { http: 200, body: snap.result }) : null;
  return fillShell(shell, {
    title: `Snapshot: ${page?.title ?? snap.tool_id} — CalculatorX`,
    description: 'An immutable calculation snapshot.',
    path: snap.links.snapshot,
    main: renderToString(h(SnapshotView, { snap, page, picture })),
  });
}
