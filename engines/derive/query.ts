// Page URLs carry the form's text in the query string (spec: keys are API field
// names; `v` and other page switches are ignored). The text is read and written
// by engines/derive/form-text.ts and turned into inputs by form-inputs.ts, the
// same functions the page and its worker use, so share links, snapshots' live
// links, worked-example links and the pages agree.
import { formValuesFromInputs, formValuesFromQuery, queryFromFormValues, readsOthers, type FormModel, type FormValues } from './form-text.ts';
import { pageModel } from './page-model.ts';
import type { ResolvedTool } from './tools.ts';

const models = new WeakMap<ResolvedTool, FormModel>();

/** The fields and tab bars of a tool's page, derived once per tool. */
export function formModelOf(tool: ResolvedTool): FormModel {
  let m = models.get(tool);
  if (!m) {
    const { fields, tabs } = pageModel(tool);
    models.set(tool, (m = { fields, tabs }));
  }
  return m;
}

/** The query of the page URL that shows these inputs (REST shape: worked examples, snapshots). */
export const inputsToQuery = (tool: ResolvedTool, inputs: Record<string, unknown>): string => queryFromFormValues(formModelOf(tool).fields, formValuesFromInputs(formModelOf(tool).fields, inputs)).toString();

/** The form's text a calculator page shows for these inputs (REST shape; an alias fills its field). */
export const formValues = (tool: ResolvedTool, inputs: Record<string, unknown>): FormValues => formValuesFromInputs(formModelOf(tool).fields, inputs);

/** True when the query carries at least one input (a currency or a unit alone is none): such page URLs are rendered with their result. */
export function hasMeaningfulInputs(search: URLSearchParams, tool: ResolvedTool): boolean {
  const { fields } = formModelOf(tool);
  const values = formValuesFromQuery(fields, search);
  return fields.some((f) => values[f.key] !== undefined && !readsOthers(f));
}
