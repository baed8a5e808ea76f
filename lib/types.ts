// The library's public types: what calculate() answers, typed per tool from
// the engine declarations. The shapes are REST's (engines/core/run.ts and
// problem.ts); only `result` is narrowed to the tool's declared output.
import type { Area } from '../engines/core/contract.ts';
import type { Envelope } from '../engines/core/run.ts';
import type { ProblemBody } from '../engines/core/problem.ts';

export type { Envelope } from '../engines/core/run.ts';
export type { ProblemBody } from '../engines/core/problem.ts';
export type { JsonSchema } from '../engines/derive/schemas.ts';
export type { CatalogEntry } from '../engines/derive/catalog.ts';
export type { FieldDescriptor, TabBar } from '../engines/derive/page-model.ts';
export type { Formula, OutputHint, Warning } from '../engines/core/contract.ts';

type Common<I> = Omit<Envelope, 'status' | 'inputs' | 'result' | 'result_detail' | 'code' | 'field' | 'detail' | 'suggestion'> & {
  /** The canonical inputs the engine ran on (aliases renamed, numeric text read as numbers, presets filled). */
  inputs: I;
};

/** An answer with a result: HTTP 200 on REST. `empty` and `multiple_solutions` carry a result too. */
export type Answered<R, I = Record<string, unknown>> = Common<I> & {
  status: 'success' | 'empty' | 'multiple_solutions';
  result: R;
  result_detail: { value: R; unit: string | null; formatted: string | null };
};

/** HTTP 200 with status `invalid` (spec: GPA credits, final-grade weight…): the error's fields on top, no result. */
export type Invalid<I = Record<string, unknown>> = Common<I> & {
  status: 'invalid';
  result: null;
  result_detail: { value: null; unit: null; formatted: null };
  code: string;
  field?: string;
  detail: string;
  suggestion: string;
};

/**
 * What calculate() answers: exactly the JSON body REST sends for the same
 * request (an envelope, or the error body with `status: 'error'` and the
 * `http_status` REST would use). Narrow it on `status`.
 */
export type Answer<R = unknown, I = Record<string, unknown>> = Answered<R, I> | Invalid<I> | ProblemBody;

export type { SolveMember, SolveRequest, StandardValue } from '../engines/derive/solve.ts';
export type { SweepBody, SweepPoint } from '../engines/derive/sweep.ts';

/** What solve() answers: REST's body for POST /api/v1/calc/<id>/solve (the envelope with `solve`, or the error body). */
export type Solved = (Envelope & { solve: import('../engines/derive/solve.ts').SolveMember }) | ProblemBody;
/** What sweep() answers: REST's JSON body for POST /api/v1/calc/<id>/sweep, or the error body. */
export type Swept = import('../engines/derive/sweep.ts').SweepBody | ProblemBody;

/** Solve and sweep: the computation one call may use (REST's SOLVE_COMPUTE_MS); past it the answer is COMPUTE_BUDGET_EXCEEDED. */
export interface OperationRunOptions {
  /** Milliseconds, default 250 (as the service). */
  budgetMs?: number;
}

export interface CalculateOptions {
  /** Pin a published calculation version (REST: Service-Spec-Version or calculation_version). */
  version?: string;
}

/** One callable id of the catalog (a canonical engine id or an alias), for listing and search. */
export interface ToolSummary {
  id: string;
  engine: string;
  area: Area;
  title: string;
  description: string;
  keywords: string[];
  capability_id: string | null;
  /** The current calculation_version. */
  calculation_version: string;
  /** Every version a pin may name, the current one last. */
  published_versions: string[];
  page: string | null;
  tier: string;
  /** Unit of the headline value, when it has one. */
  unit: string | null;
}
