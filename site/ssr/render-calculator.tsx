// Renders a calculator URL whose query carries inputs, from the page Astro
// pre-rendered for it: the island is rendered again by the same Preact
// component with the computed answer, and the result block, the JSON-LD Action
// and the title are filled in. Built by api/server/build.ts into
// dist/server/render-calculator.mjs; a string splice plus one Preact render,
// so a parameterised page costs about as much as the calculation.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import Calculator from '../components/Calculator.tsx';
import { headlineText } from '../components/ResultView.tsx';
import { calculateForm } from '../../engines/derive/form-inputs.ts';
import { formValuesFromQuery } from '../../engines/derive/form-text.ts';
import { islandModel, pageModel, pageTitle } from '../../engines/derive/page-model.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import { scheduleFor } from '../../engines/derive/schedule.ts';
import { registry } from '../../engines/registry.ts';
import type { VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { jsonLdGraph, resultBlock, scriptJson } from '../lib/structured-data.ts';
import { escapeHtml, splice } from './shell.ts';

const INITIAL_BLOCK = '<script type="application/json" id="calculatorx-initial">';

/**
 * The page for `toolId` with the inputs of `search`, its numbers read in `prefs`
 * (the visitor's locale, which the island keeps; amounts in the URL's own
 * currency, or none), or null when the template does not have the expected shape.
 */
export function renderCalculator(template: string, toolId: string, search: URLSearchParams, prefs: VisitorPrefs): string | null {
  const tool = registry.tools.get(toolId);
  if (!tool) return null;
  const model = pageModel(tool);
  // The form text of the URL, read by the same functions as the island's worker reads it; a unit or currency sign
  // typed with a number shows in its select, the box keeping the number (as when a visitor leaves the box).
  const { answer, values } = calculateForm(tool, model, formValuesFromQuery(model.fields, search), { commit: true });
  const picture = pictureFor(tool, answer);
  const schedule = scheduleFor(tool, answer);
  const island = renderToString(h(Calculator, { model: islandModel(model), server: { values, answer, picture, prefs, schedule } }));

  const open = template.indexOf('<astro-island');
  const openEnd = template.indexOf('>', open) + 1;
  const close = template.indexOf('<!--astro:end--></astro-island>', openEnd);
  // The pre-rendered page's computed example gives way to this URL's result.
  const end = close + '<!--astro:end--></astro-island>'.length;
  const initial = template.indexOf(INITIAL_BLOCK, end);
  const rest = initial >= 0 && template.slice(end, initial).trim() === '' ? template.indexOf('</script>', initial) + '</script>'.length : end;
  const ld = /<script type="application\/ld\+json">[^<]*<\/script>/.exec(template);
  if (open < 0 || close < 0 || !ld) return null;

  const headline = headlineText(answer, model, prefs);
  const version = search.get('calculation_version');
  const note = version
    ? `<p class="meta">This link names calculation version ${escapeHtml(version.slice(0, 40))}; the page always runs the current version ${model.version} (snapshots freeze a version).</p>`
    : '';
  const block = `<script type="application/json" id="calculatorx-result">${resultBlock(answer, values, picture, prefs, schedule)}</script>`;
  return (
    splice(template.slice(0, ld.index), /<title>[^<]*<\/title>/, `<title>${escapeHtml(`${pageTitle(model)}${headline ? ` — ${headline}` : ''}`)}</title>`) +
    `<script type="application/ld+json">${scriptJson(jsonLdGraph(model, answer))}</script>` +
    template.slice(ld.index + ld[0].length, open) +
    note +
    template.slice(open, openEnd) +
    island +
    template.slice(close, end) +
    block +
    template.slice(rest)
  );
}
