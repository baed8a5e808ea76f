// The MCP Apps view of an execute_calculation call: the calculator island of the
// capability's page, opened on the call's inputs and the server's answer. An
// edit recomputes in the view (the same engine code, no network); the person can
// have the server confirm the new answer, which is then shown in its place, and
// the model is told what changed.
import type { App } from '@modelcontextprotocol/ext-apps';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Envelope } from '../../engines/core/run.ts';
import type { ProblemBody } from '../../engines/core/problem.ts';
import { formValues } from '../../engines/derive/query.ts';
import { scheduleFor } from '../../engines/derive/schedule.ts';
import { browserPrefs } from '../lib/browser-prefs.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import Calculator from '../components/Calculator.tsx';
import type { ServerState } from '../lib/server-state.ts';
import { inputsFromForm } from '../../engines/derive/form-inputs.ts';
import type { Shown } from '../components/ResultView.tsx';
import { learnAssumptions } from './declared-assumptions.ts';
import { calculatorFor, engines, type ViewCalculator } from './view-engines.ts';
import { viewHost } from './view-host.ts';

/** What the host sent about the tool call: its arguments, its result, or that it was cancelled. */
export interface ToolCall {
  args?: { capability_id?: unknown; inputs?: unknown; calculation_version?: unknown };
  result?: CallResult;
  cancelled?: string;
}

/** The part of a CallToolResult the view reads. */
export interface CallResult {
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  content?: { type: string; text?: string }[];
}

/** Where the answer on screen comes from. */
type Source = 'view' | 'server' | 'confirmed' | 'changed';

interface Opened {
  calc: ViewCalculator;
  boot: ServerState;
  source: Source;
  /** A new boot state mounts a new island (its state starts from the boot). */
  key: number;
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The answer of a tool result as the page shows answers: the envelope (HTTP 200) or the error body with its status. */
function shownOf(result: CallResult): Shown {
  const body = result.structuredContent as Envelope | ProblemBody | undefined;
  if (!body) return null;
  return result.isError ? { http: (body as ProblemBody).http_status ?? 500, body } : { http: 200, body };
}

const textOf = (result: CallResult) => result.content?.find((c) => c.type === 'text')?.text ?? '';

/** The island's state for an answer: the form shows the inputs it was computed from. */
function bootFor(calc: ViewCalculator, inputs: Record<string, unknown>, answer: Shown): ServerState {
  const echoed = answer?.http === 200 ? (answer.body as Envelope).inputs : inputs;
  return { values: formValues(calc.tool, echoed), answer, picture: answer ? pictureFor(calc.tool, answer as never) : null, prefs: browserPrefs(), schedule: answer ? scheduleFor(calc.tool, answer as never) : null };
}

/** The inputs an answer (an envelope) was computed from, as the input layer read them: numbers, not the text typed. */
function usedInputs(body: unknown): Record<string, unknown> | undefined {
  const inputs = (body as { inputs?: unknown } | undefined)?.inputs;
  return inputs && typeof inputs === 'object' ? (inputs as Record<string, unknown>) : undefined;
}

export default function View({ app, call }: { app: App; call: ToolCall }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  /** Why there is no calculator to show. */
  const [problem, setProblem] = useState<string | null>(null);
  /** Why the server could not confirm (the calculator stays). */
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const capabilityId = typeof call.args?.capability_id === 'string' ? call.args.capability_id : (call.result?.structuredContent?.capability_id as string | undefined);
  const inputs = record(call.args?.inputs);
  const latest = useRef<{ values: Record<string, string>; body: unknown } | null>(null);
  const told = useRef<ReturnType<typeof setTimeout>>();
  const seq = useRef(0);

  // The call's inputs are shown at once, computed here, until the server's answer arrives.
  useEffect(() => {
    if (!capabilityId) return;
    let stale = false;
    void calculatorFor(capabilityId).then(async (calc) => {
      if (stale) return;
      if (!calc) return setProblem(call.result ? textOf(call.result) : `No calculator has the id ${JSON.stringify(capabilityId)}.`);
      if (call.result) {
        const answer = shownOf(call.result);
        if (!answer) return setProblem(textOf(call.result));
        learnAssumptions(calc.tool, answer.body);
        return setOpened({ calc, boot: bootFor(calc, inputs, answer), source: 'server', key: ++seq.current });
      }
      const local = await engines.calculate(calc.model.moduleKey, calc.model.toolId, inputs);
      if (!stale) setOpened({ calc, boot: { values: formValues(calc.tool, inputs), answer: local.answer as Shown, picture: local.picture, prefs: browserPrefs(), schedule: local.schedule }, source: 'view', key: ++seq.current });
    });
    return () => {
      stale = true;
    };
  }, [capabilityId, call.args, call.result]);

  const host = useMemo(
    () =>
      opened &&
      viewHost(app, opened.calc.capabilityId, {
        inputsChanged(values) {
          latest.current = { values, body: latest.current?.body };
          setOpened((o) => (o && o.source !== 'changed' ? { ...o, source: 'changed' } : o));
        },
        resultShown(body) {
          latest.current = { values: latest.current?.values ?? opened.boot.values, body };
          // The model hears of the person's change once they pause.
          clearTimeout(told.current);
          const now = usedInputs(body) ?? inputsFromForm(opened.calc.model, latest.current.values).inputs;
          told.current = setTimeout(() => void tellModel(app, opened.calc, now, body), 800);
        },
      }),
    [opened?.key],
  );

  /** Has the server run the calculation as it now stands, and show its answer in place of the view's. */
  const confirm = async () => {
    if (!opened) return;
    setBusy(true);
    const now = latest.current ? (usedInputs(latest.current.body) ?? inputsFromForm(opened.calc.model, latest.current.values).inputs) : inputs;
    try {
      const result = (await app.callServerTool({ name: 'execute_calculation', arguments: { capability_id: opened.calc.capabilityId, inputs: now } })) as CallResult;
      const answer = shownOf(result);
      setNotice(answer ? null : `The server did not confirm: ${textOf(result)}`);
      if (answer) learnAssumptions(opened.calc.tool, answer.body);
      if (answer) setOpened({ calc: opened.calc, boot: bootFor(opened.calc, now, answer), source: 'confirmed', key: ++seq.current });
    } catch (e) {
      setNotice(`The server could not be asked: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  if (call.cancelled) return <p class="empty">The calculation was cancelled ({call.cancelled}).</p>;
  if (problem) return <p role="alert" class="status-error">{problem}</p>;
  if (!opened || !host) return <p class="empty">Waiting for the calculation…</p>;
  return (
    <div class="view">
      <p class="view-bar">
        <span>
          <strong>{opened.calc.model.title}</strong> <code class="meta">{opened.calc.capabilityId}</code>
        </span>
        <span class="meta" data-source={opened.source} role="status">
          {SOURCE_TEXT[opened.source]}
        </span>
        {opened.source === 'changed' && (
          <button type="button" class="btn" disabled={busy} onClick={confirm}>
            {busy ? 'Asking the server…' : 'Confirm on the server'}
          </button>
        )}
      </p>
      {notice && (
        <p role="alert" class="status-error">
          {notice}
        </p>
      )}
      <Calculator key={opened.key} model={opened.calc.model} server={opened.boot} host={host} layout="answer-first" />
    </div>
  );
}

const SOURCE_TEXT: Record<Source, string> = {
  view: 'Computed in this view; waiting for the server',
  server: 'Computed by the server',
  confirmed: 'Confirmed by the server',
  changed: 'Changed here: computed in this view, not yet confirmed by the server',
};

/** Tells the model, for its next turn, what the person now sees (the host decides whether and when it reads it). */
async function tellModel(app: App, calc: ViewCalculator, inputs: Record<string, unknown>, body: unknown): Promise<void> {
  if (!app.getHostCapabilities()?.updateModelContext) return;
  const env = body as Partial<Envelope> & Partial<ProblemBody>;
  const outcome = env.status === 'error' ? `${env.code}: ${env.detail}` : `${env.status}${env.result_detail?.formatted ? ` — ${env.result_detail.formatted}` : ''}`;
  const text = `In the ${calc.model.title} view (${calc.capabilityId}) the person changed the inputs to ${JSON.stringify(inputs)}: ${outcome} (computed in the view, not confirmed by the server).`;
  await app.updateModelContext({ content: [{ type: 'text', text }], structuredContent: body as Record<string, unknown> }).catch(() => {});
}
