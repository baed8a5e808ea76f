// The one module that turns engine errors and service failures into the
// spec's error body (type, title, status 'error', http_status, code, error,
// detail, field, recoverable, suggestion, invalid_parameters). REST, MCP, the
// worker and the pages all use it; nothing else formats errors.
import type { EngineError } from './contract.ts';
import { titleOf } from './code-title.ts';

export interface ProblemBody {
  type: string;
  title: string;
  status: 'error';
  http_status: number;
  code: string;
  error: string;
  detail: string;
  field?: string;
  recoverable: boolean;
  suggestion: string;
  invalid_parameters?: { name: string; constraint: string }[];
  [extra: string]: unknown;
}

/** Problem type URI: the code's entry on the error reference page. */
export const problemType = (code: string) => `/errors#${code}`;

export interface ProblemOptions {
  field?: string;
  suggestion?: string;
  recoverable?: boolean;
  invalid_parameters?: { name: string; constraint: string }[];
  /** Extra top-level members (e.g. acceptable_ids, retry_after_seconds, limit). */
  extra?: Record<string, unknown>;
}

export function problem(httpStatus: number, code: string, detail: string, opts: ProblemOptions = {}): ProblemBody {
  const title = titleOf(code);
  const body: ProblemBody = {
    type: problemType(code),
    title,
    status: 'error',
    http_status: httpStatus,
    code,
    error: title,
    detail,
    recoverable: opts.recoverable ?? httpStatus < 500,
    suggestion: opts.suggestion ?? defaultSuggestion(httpStatus),
  };
  if (opts.field !== undefined) body.field = opts.field;
  if (opts.invalid_parameters?.length) body.invalid_parameters = opts.invalid_parameters;
  if (opts.extra) Object.assign(body, opts.extra);
  return body;
}

/** The error body for an engine error (HTTP 400). */
export function engineProblem(err: EngineError, httpStatus = 400): ProblemBody {
  return problem(httpStatus, err.code, err.detail, {
    field: err.field,
    suggestion: err.suggestion,
    recoverable: err.recoverable ?? true,
    invalid_parameters:
      err.invalid_parameters ?? (err.field ? [{ name: `inputs.${err.field}`, constraint: err.detail }] : undefined),
  });
}

function defaultSuggestion(httpStatus: number): string {
  if (httpStatus >= 500) return 'Try again; if it keeps failing, report the request that caused it.';
  return 'Correct the request and send it again.';
}
