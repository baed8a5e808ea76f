// Machine-readable parts of a calculator page: the JSON-LD graph (with a
// result Action when the page carries a computed result) and the
// calculatorx-result JSON block.
import type { Picture, ScheduleRow } from '../../engines/core/contract.ts';
import type { Answer, Envelope } from '../../engines/core/run.ts';
import type { PageModel } from '../../engines/derive/page-model.ts';
import { packSchedule } from '../components/ScheduleView.tsx';
import type { VisitorPrefs } from '../../engines/derive/reading-prefs.ts';

/** JSON for a <script> element: nothing in it can close the element or start markup. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(MARKUP, (c) => MARKUP_ESCAPES[c]);
const MARKUP = /[<>&]/g;
const MARKUP_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/**
 * The calculatorx-result block: the answer's envelope (or error body) with its
 * HTTP status, plus what the island needs to continue from it (the inputs as
 * typed, the picture, the whole schedule where the API shortens it, and the
 * locale the page was read in; the currency is the answer's own, in its inputs).
 */
export function resultBlock(answer: Answer, formValues: Record<string, string>, picture: Picture | null, reading: VisitorPrefs, schedule: ScheduleRow[] | null): string {
  const b = answer.body as Envelope;
  return scriptJson({ http_status: answer.http, ...b, version: b.calculation_version ?? null, form_values: formValues, picture, reading, schedule: schedule && packSchedule(schedule) });
}

export function jsonLdGraph(model: PageModel, answer: Answer | null) {
  const app = {
    '@type': 'WebApplication',
    '@id': `${model.path}#app`,
    name: `${model.title} calculator`,
    description: model.description,
    url: model.path,
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    softwareVersion: model.version,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
  };
  const graph: unknown[] = [{ '@type': 'WebPage', '@id': model.path, name: model.title, description: model.description, mainEntity: { '@id': `${model.path}#app` } }, app];
  if (answer) {
    const b = answer.body as Envelope & { code?: string };
    const ok = answer.http === 200 && b.status !== 'invalid';
    graph.push({
      '@type': 'CalculateAction',
      additionalType: 'https://schema.org/Action',
      name: `${model.title}`,
      instrument: { '@id': `${model.path}#app` },
      actionStatus: ok ? 'https://schema.org/CompletedActionStatus' : 'https://schema.org/FailedActionStatus',
      object: Object.entries(b.inputs ?? {}).map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
      result: ok
        ? { '@type': 'PropertyValue', name: model.headline ?? 'result', value: model.headline ? (b.result as Record<string, unknown>)[model.headline] : b.result, unitText: b.result_detail?.unit ?? undefined, description: b.result_detail?.formatted ?? undefined }
        : undefined,
      error: ok ? undefined : { '@type': 'Thing', name: b.code },
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
