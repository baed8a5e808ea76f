// The state a calculator island starts from when the server computed its page:
// given to the island (site/components/Calculator.tsx) as props by the server
// render, kept for the build by built-state.ts, written into the page as JSON.
import type { Picture, ScheduleRow } from '../../engines/core/contract.ts';
import type { FormValues } from '../../engines/derive/form-text.ts';
import type { VisitorPrefs } from '../../engines/derive/reading-prefs.ts';
import type { Shown } from '../components/ResultView.tsx';
import type { PlotBoot } from '../components/PlotPanel.tsx';
import type { SolveBoot } from '../components/SolvePanel.tsx';

/**
 * What the server computed for the page: for a URL with inputs (calculatorx-result)
 * or, on the pre-rendered page, for its worked example (calculatorx-initial).
 * Given as props by the server render, read from the block in the browser.
 */
export interface ServerState {
  values: FormValues;
  answer: Shown;
  picture: Picture | null;
  /** The locale the server read the answer in: the island keeps it, so hydration shows the same text (amounts are in the answer's own currency). */
  prefs: VisitorPrefs;
  /** Every row of a schedule the API shortens (amortization). */
  schedule: ScheduleRow[] | null;
  /** A URL's Plot and Solve panels, computed by the server (the calculatorx-panels block). */
  panels?: { plot?: PlotBoot; solve?: SolveBoot };
  /** The pre-rendered example, not the URL's own inputs (read in no visitor's locale yet). */
  initial?: boolean;
}
