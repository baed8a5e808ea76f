// Renders a calculator URL whose query carries inputs, from the page Astro
// pre-rendered for it: the island is rendered again by the same Preact
// component with the computed answer, and the result block, the JSON-LD Action
// and the title are filled in. Built by api/server/build.ts into
// dist/server/render-calculator.mjs; a string splice plus one Preact render,
// so a parameterised page costs about as much as the calculation. A URL with a
// plot (plot=R2&plot_from=…) or a solve question (solve=R2&solve_y=Vout&…) is
// rendered with the chart or the solved value too, within SERVER_PANEL_MS; a
// plot or solve that needs longer is left to the visitor's browser.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import Calculator from '../components/Calculator.tsx';
import { headlineText } from '../components/ResultView.tsx';
import { calculateForm } from '../../engines/derive/form-inputs.ts';
import { formValuesFromQuery, type FormValues } from '../../engines/derive/form-text.ts';
import { outputChoices, plotForm, plottable, solveForm } from '../../engines/derive/form-plot.ts';
import { filledPlot, plotFromQuery, solveFromQuery } from '../../engines/derive/plot-text.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { clockBudget } from '../../engines/derive/budget.ts';
import type { ServerState } from '../lib/server-state.ts';
import { islandModel, pageModel, pageTitle } from '../../engines/derive/page-model.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import { scheduleFor } from '../../engines/derive/schedule.ts';
import { registry } from '../../engines/registry.ts';
import type { VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { defaultOutput } from '../components/SolvePanel.tsx';
import { jsonLdGraph, resultBlock, scriptJson } from '../lib/structured-data.ts';
import { escapeHtml, splice } from './shell.ts';

/**
 * How long the server computes a URL's plot or solve (each; the REST default of SOLVE_COMPUTE_MS): a 50-point
 * plot of most calculators takes a few milliseconds; a thousand points of a slow one would take seconds, and
 * is left to the visitor's browser (the panel opens and computes there).
 */
export const SERVER_PANEL_MS = 250;

const deadline = (ms: number) => clockBudget(() => performance.now(), ms, `${ms} ms`);

/** The Plot and Solve panels a URL asks for, computed from its form text; an answer over the budget is left to the browser (null). */
function panelsFor(tool: ResolvedTool, model: ReturnType<typeof pageModel>, values: FormValues, search: URLSearchParams): ServerState['panels'] {
  const plot = plotFromQuery(search);
  const solve = solveFromQuery(search);
  if (!plot && !solve) return undefined;
  const panels: NonNullable<ServerState['panels']> = {};
  if (plot) {
    const answer = plotForm(tool, model, values, plot, deadline(SERVER_PANEL_MS));
    panels.plot = !answer.ok && answer.budget ? { state: plot, answer: null } : { state: filledPlot(plot, answer), answer };
  }
  if (solve) {
    const outputs = outputChoices(tool);
    // The output the panel shows chosen when the URL names none (or one the calculator does not have).
    const state = outputs.some((o) => o.key === solve.output && o.key !== solve.input) ? solve : { ...solve, output: defaultOutput(islandModel(model), outputs, solve.input) };
    const answer = state.target === '' ? null : solveForm(tool, model, values, state, deadline(SERVER_PANEL_MS));
    panels.solve = { state, answer: answer && !answer.ok && answer.budget ? null : answer, outputs };
  }
  return panels;
}

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
  const panels = panelsFor(tool, model, values, search);
  // The same props as the pre-rendered page's island (CalculatorPage.astro), which hydrates this HTML.
  const island = renderToString(h(Calculator, { model: { ...islandModel(model), plottable: plottable(tool) }, server: { values, answer, picture, prefs, schedule, panels } }));

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
  const block =
    `<script type="application/json" id="calculatorx-result">${resultBlock(answer, values, picture, prefs, schedule)}</script>` +
    (panels ? `<script type="application/json" id="calculatorx-panels">${scriptJson(panels)}</script>` : '');
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
