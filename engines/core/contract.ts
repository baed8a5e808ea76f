// The engine contract: what one engine file declares. REST, MCP, pages, the
// worker, JSON Schemas, OpenAPI and the example tests are all derived from it
// (see engines/derive/), so nothing here is typed a second time elsewhere.
import type * as z from 'zod/mini';
import type { EngineErrorCode, EngineWarningCode } from './codes.ts';

/** Calculation areas of the catalog (engine folders). */
export type Area = 'electrical' | 'finance' | 'math' | 'grade' | 'dev';

/** Page areas: the first segment after /calc/. */
export type PageArea = 'electric' | 'wire' | 'math' | 'grade' | 'finance' | 'dev';

/** Engine statuses that are answered with HTTP 200 (DECISIONS.md 1). */
export type EngineStatus = 'success' | 'empty' | 'invalid' | 'multiple_solutions';

export interface Formula {
  id?: string;
  expression?: string;
  label?: string;
}

/** A warning rides on a successful answer; `code` is the contract. */
export interface Warning {
  code: string;
  severity: 'info' | 'warning';
  detail: string;
  suggestion?: string;
  /** The input it is about, when it is about one (a page shows it beside that field). */
  field?: string;
}

/** A typed engine error: the spec's code, the offending field, and how to fix it. */
export interface EngineError {
  code: string;
  field?: string;
  detail: string;
  suggestion: string;
  /** true (default) when a corrected request can succeed. */
  recoverable?: boolean;
  /** Every rejected field when more than one is wrong: name is inputs.<field>. */
  invalid_parameters?: { name: string; constraint: string }[];
}

/** Extra parts an engine may attach to an answer. */
export interface AnswerExtras {
  warnings?: Warning[];
  /** Replaces the declared formula, e.g. the formula of the branch that was solved. */
  formula?: Formula;
  /** Appended to the declared assumptions. */
  assumptions?: string[];
  /** result_detail.unit and .formatted; default: the declaration's `unit` and a generic rendering. */
  unit?: string | null;
  formatted?: string | null;
  /** Only the apparent-power capability uses it (spec: `derived.estimated_real_power`). */
  derived?: Record<string, unknown>;
}

export type Outcome<R = unknown> =
  | ({ status: 'success' | 'empty' | 'multiple_solutions'; result: R } & AnswerExtras)
  /** HTTP 200, status invalid, the error's code/field/detail/suggestion on top, result null. */
  | ({ status: 'invalid'; error: EngineError } & Pick<AnswerExtras, 'warnings'>)
  /** HTTP 400 with the error body. */
  | { status: 'error'; error: EngineError };

/** A compute function is pure: no I/O, clock, randomness or globals. */
export type Compute<I = any, R = any> = (input: I) => Outcome<R>;

/** How a form control is rendered and labelled; derived kinds come from the zod schema. */
export interface FieldHint {
  label: string;
  unit?: string;
  kind?: 'number' | 'integer' | 'text' | 'textarea' | 'select' | 'list' | 'rows' | 'boolean';
  help?: string;
  placeholder?: string;
  /** Choices for a select; default: the enum values of the schema. */
  options?: { value: string; label: string }[];
  step?: number | 'any';
  min?: number;
  max?: number;
  /**
   * What a blank optional select means when the schema has no default: an
   * option value (the page says "(default: <its label>)"), or a phrase the page
   * shows in brackets ("solve for the field left blank"). Without it (and
   * without a schema default) the page shows the first option and sends it.
   */
  blank?: string;
  /**
   * The enum field that chooses this number's unit, when its name is not `<field>_unit` (one select for
   * several fields: `f_unit` for fc and f, `unit` for a trace's width and height).
   */
  unitSelect?: string;
  /**
   * What the field's quantity spans in practice, as text with units ('1 mA', '100 mA'): a value far outside it
   * answers with warning IMPLAUSIBLE_VALUE, naming the unit in which the number would be typical (an LED current
   * of 0.02 mA was probably 0.02 A).
   */
  typical?: readonly string[];
  /** Accept SI prefixes (4k7, 100n) in this number field; default: when its unit is an SI unit (V, A, Ω, F, Hz…). */
  prefixes?: boolean;
  /**
   * The value is a temperature difference (a rise, a margin, a change), not a temperature: "18 °F" typed
   * here is 10 °C (the scale's factor alone), where a temperature field reads it as −7.8 °C.
   */
  difference?: true;
  /**
   * Units a page offers beside this number field when people think in another
   * unit than the engine's (a loan term in years): the first is the field's own
   * unit (factor 1); a number typed in another is multiplied by its factor
   * before it is sent. Pages only: REST takes the field's own unit.
   */
  units?: { value: string; label: string; factor: number }[];
  /**
   * How one item of a list of objects is written as a text row, so a page can
   * show object inputs (worked examples, snapshots) as the visitor would type
   * them: `{column}` placeholders, a part in [brackets] left out when its
   * column is, e.g. '[{name}:]{credits}:{grade}'. Rows go one per line. An
   * item the template cannot write exactly (another key, a value holding the
   * template's marks) leaves the whole list as JSON, which the field also reads.
   */
  row?: string;
}

/** A tab bar over one enum field (mode, dir, circuit, phase); each tab lists the fields it shows. */
export interface TabHint {
  field: string;
  tabs: { value: string; label: string; fields: string[] }[];
}

export interface UiHints {
  /** Display order and labels; every key is a canonical input field. */
  fields: Record<string, FieldHint>;
  tabs?: TabHint[];
  /** Inputs the empty page starts with (also the first example shown). */
  initial?: Record<string, unknown>;
  /** The result field shown as the headline, for object results. */
  headline?: string;
  /**
   * The headline per choice of a tab bar, where the choice changes what is asked for
   * (microstrip: { width: 'width_mm' } — the width solved for, not the Z0 given).
   */
  headlines?: Record<string, string>;
  /**
   * Labels and units of result fields (result table, output JSON Schema). A
   * result field named like an input takes that input's hint, and an entry
   * here is laid over it: `{ unit: 'F' }` alone for an input typed in a chosen
   * unit whose result is SI. A unit is left out where the value has none or it
   * depends on the mode.
   */
  outputs?: Record<string, OutputHint | UnitOnly>;
}

export interface OutputHint {
  label: string;
  unit?: string;
  /** A temperature difference, not a temperature (FieldHint.difference). */
  difference?: true;
  /** How a page reads the value; default derived from the unit (engines/derive/readings.ts). */
  reads?: Reading;
  /** A list of rows (branches, milestones): each column's label, unit and reading, read like the headline. */
  columns?: Record<string, OutputHint>;
}

/** For a result field named like an input: the input's label, with this unit and/or reading. */
export interface UnitOnly {
  unit?: string;
  reads?: Reading;
}

/**
 * How a page shows a result value to a person (the API always gives the exact
 * number). Declare one only where the default derived from the unit does not fit
 * (engines/derive/readings.ts lists the defaults per unit).
 */
export type Reading =
  /** An amount of money: grouped, 2 decimals (up to maxDecimals for unit prices), the visitor's currency sign. */
  | { as: 'money'; maxDecimals?: number }
  /** A physical quantity with an SI prefix at `digits` significant digits (2.553 mA); which prefixes a unit takes is per unit (engines/core/si-format.ts). */
  | { as: 'si'; digits?: number }
  /** Exactly `decimals` decimals: grade points 3.00. */
  | { as: 'fixed'; decimals: number }
  /** Rounded to `decimals` decimals, trailing zeros dropped: 53.42 %, 6.5 %. */
  | { as: 'round'; decimals: number }
  /** About `digits` significant digits, never rounding away whole digits: 13.86 kW, 123,457 kWh. */
  | { as: 'digits'; digits: number }
  /** A whole number, grouped: 1,200 cycles. */
  | { as: 'count' }
  /** The number exactly as computed, without grouping: a status code, a character code. */
  | { as: 'plain' }
  /** A boolean as words. */
  | { as: 'words'; yes: string; no: string }
  /** A code the result names (an option's key) as a person reads it: 'ipc2152' → 'IPC-2152'; a code not listed as it is. */
  | { as: 'names'; names: Record<string, string> };

/** One month (period) of a repayment schedule. */
export interface ScheduleRow {
  period: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface ExampleExpectation {
  status?: EngineStatus | 'error';
  code?: string;
  /** Dot paths inside `result` (as in the conformance vector format) → expected value. */
  values?: Record<string, number | string | boolean | null>;
  /** Relative tolerance for numbers; default 1e-9. */
  rel?: number;
  abs?: number;
}

/** A worked example with its independent source; examples run as tests and are shown to users. */
export interface Example {
  name: string;
  inputs: Record<string, unknown>;
  expect: ExampleExpectation;
  /** Where the expected values come from: a textbook, datasheet, standard, library, or exact arithmetic. */
  source: string;
  /** Tool id to run through when it is not the engine id (e.g. an alias with presets). */
  tool?: string;
  /**
   * The expected values are the engine's own model worked by hand (e.g. a linear fade
   * rule the engine chose), not numbers from a source outside the engine: the example
   * checks the arithmetic, not the model, so it does not count toward `engine_tested`
   * (engines/derive/evidence.ts derives the tier from the examples).
   */
  ownModel?: boolean;
}

/** A REST id / page alias that runs this engine. */
export interface ToolDeclaration {
  id: string;
  /** The tool has a page at /calc/<page>/<id>. */
  page?: PageArea;
  /** Capability id for MCP; null makes an alias REST-only even when the engine has one. */
  capability_id?: string | null;
  /** calculation_version of this tool; default the engine's. */
  version?: string;
  /** Older published versions of this tool that stay runnable when pinned. */
  previous?: Record<string, Compute>;
  title?: string;
  description?: string;
  keywords?: string[];
  /** Inputs the alias presets when the caller leaves them blank (e.g. factor 0.001 for va-to-kva). */
  defaults?: Record<string, unknown>;
  /** Unit of the headline value for this alias (result_detail.unit); default the engine's. */
  unit?: string | null;
  /** Label and unit overrides for this alias's page. */
  fields?: Record<string, Partial<FieldHint>>;
  initial?: Record<string, unknown>;
}

export interface EngineDeclaration<I = any, R = any> {
  /** Engine id: the file name and the `engine` field of every answer. */
  id: string;
  area: Area;
  title: string;
  description: string;
  /** Words people search for (synonyms), used by search_capabilities and the home page. */
  keywords?: string[];
  /** Capability id of the canonical id; absent means REST-only. */
  capability_id?: string;
  /** calculation_version of the canonical id. */
  version: string;
  /** Page of the canonical id, when it has one. */
  page?: PageArea;
  /** Other ids that run this engine. */
  tools?: ToolDeclaration[];
  /** Older published versions of the canonical id, still runnable when pinned. */
  previous?: Record<string, Compute<I, R>>;

  /** Envelope of types, required fields and enums (spec: Errors, rule 3). */
  input: z.ZodMiniType;
  /** Shape of `result` on success. */
  output: z.ZodMiniType;
  /** Alternative input names → canonical field (e.g. pInput → p). */
  inputAliases?: Record<string, string>;
  /** Unknown keys are an error (the spec says so for the voltage divider); otherwise a warning. */
  strictInputs?: boolean;
  /**
   * Normalises raw inputs before validation (e.g. a text list into an array).
   * Runs after input aliases and tool defaults. Returns the new inputs, or an engine error.
   */
  prepare?: (inputs: Record<string, unknown>) => Record<string, unknown> | EngineError;

  compute: Compute<I, R>;

  /**
   * Every error code `prepare` and `compute` can return (HTTP 400, or 200 with status
   * invalid), beyond the shared input layer's (engines/core/codes.ts lists them all).
   * /errors, OpenAPI and inspect_capability list them; a test fails on an undeclared code.
   */
  errors: readonly EngineErrorCode[];
  /** Every warning code the engine can put on an answer, beyond the shared input layer's. */
  warnings: readonly EngineWarningCode[];

  formula: Formula;
  assumptions: string[];
  /** Unit of the headline value (result_detail.unit), when there is one. */
  unit?: string | null;
  ui: UiHints;
  examples: Example[];
  /** What the engine deliberately does not do (shown by inspect_capability and the page). */
  limitations?: string[];
  /**
   * Tool ids of calculators a visitor of this one may want next (the AWG chart → wire ampacity), each
   * with a page of its own; the page links them. The registry refuses an id that is not a page.
   */
  related?: string[];
  /**
   * The whole schedule of a result the API shortens by contract (amortization
   * returns its first 12 periods, as the spec says): pages show every row. Run
   * on the validated inputs of a successful answer, in the worker or the server
   * render, so the page uses the same engine code as the API.
   */
  fullSchedule?: (input: I) => ScheduleRow[] | null;
  /**
   * Draws the answer (declared in engines/<area>/<id>.picture.ts beside this file).
   * Called only for answers with a result; returns null when there is nothing to draw.
   */
  picture?: (answer: PictureInput) => Picture | null;
}

/** One element of a picture: a whitelisted SVG tag with attributes, text and children. */
export interface SvgNode {
  tag: 'g' | 'path' | 'line' | 'rect' | 'circle' | 'ellipse' | 'polyline' | 'polygon' | 'text' | 'tspan';
  attrs?: Record<string, string | number>;
  text?: string;
  children?: SvgNode[];
}

/**
 * A picture of an answer (circuit, curve, chart…) as plain data, so the worker
 * can send it to the page and the server can render it into the HTML. Colours
 * come from CSS classes (`pic-line`, `pic-accent`, `pic-muted`, `pic-grid`,
 * `pic-fill`, `pic-solid`, `pic-warn`, `pic-text`, `pic-label`) so light and dark themes both read well.
 */
export interface Picture {
  viewBox: string;
  /** Text alternative stating what the picture shows, e.g. "Vout 6 V across R2 of 1 kΩ". */
  alt: string;
  nodes: SvgNode[];
}

/** What a picture is drawn from: the answer the page shows. */
export interface PictureInput {
  tool: string;
  status: string;
  inputs: Record<string, unknown>;
  result: unknown;
}

/**
 * Identity helper that checks a declaration against the contract and types
 * `compute` from the zod schemas, so input and result types are never written twice.
 * The schemas keep their own types, so the library's typed helpers can infer what
 * a caller may send (z.input: defaulted fields optional) as well as what comes back.
 */
export function defineEngine<In extends z.ZodMiniType, Out extends z.ZodMiniType>(
  decl: Omit<EngineDeclaration<z.output<In>, z.output<Out>>, 'input' | 'output'> & { input: In; output: Out },
): EngineDeclaration<z.output<In>, z.output<Out>> & { input: In; output: Out } {
  return decl;
}
