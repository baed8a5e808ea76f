// `calculatorx`: the library on the command line. Runs over any Library (the
// package's, or the repository's registry in lib/dev.ts) and writes through
// `io`, so tests call it without a process. Returns the exit status.
import type { Library, ToolModule } from '../library.ts';
import { toJson } from '../json.ts';
import type { Answer, ProblemBody } from '../types.ts';
import { parseArgs, UsageError, type Command } from './args.ts';
import { EXIT, toolHelp, USAGE } from './help.ts';
import { cliInputs } from './inputs.ts';
import { isAnswered, presentAnswer, presentProblem, presentSolved, presentSweep, table } from './present.ts';
import { sweepCsv } from '../../engines/derive/sweep-chart.ts';
import type { SweepBody } from '../../engines/derive/sweep.ts';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export async function runCli(argv: readonly string[], library: Library<Record<string, ToolModule>>, io: Io, version: string): Promise<number> {
  let command: Command;
  try {
    command = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return usageError(io, e.message);
  }
  try {
    return await run(command, library, io, version);
  } catch (e) {
    if (e instanceof UsageError) return usageError(io, e.message);
    io.err(`calculatorx: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    return EXIT.internal;
  }
}

function usageError(io: Io, message: string): number {
  io.err(`calculatorx: ${message}\nRun 'calculatorx --help' for usage.\n`);
  return EXIT.usage;
}

async function run(command: Command, library: Library<Record<string, ToolModule>>, io: Io, version: string): Promise<number> {
  switch (command.kind) {
    case 'usage':
      io.out(USAGE);
      return EXIT.answered;
    case 'version':
      io.out(`${version}\n`);
      return EXIT.answered;
    case 'list': {
      const found = await library.searchTools(command.words.join(' '));
      if (command.json) io.out(`${toJson(found)}\n`);
      else if (found.length) {
        io.out(`${table(found.map((t) => [t.id, t.title, t.area])).join('\n')}\n`);
        io.err(`${found.length} of ${library.tools().length} tools. 'calculatorx <tool> --help' shows one's inputs.\n`);
      } else io.err(`No tool matches ${JSON.stringify(command.words.join(' '))}. 'calculatorx list' shows every tool.\n`);
      return found.length ? EXIT.answered : EXIT.refused;
    }
    case 'schema':
    case 'tool-help':
    case 'run': {
      const tool = await library.tool(command.tool);
      if (!tool) return unknownTool(command.tool, command.kind === 'run' && command.json, library, io);
      if (command.kind === 'schema') {
        io.out(`${JSON.stringify(command.which === 'input' ? tool.inputSchema() : tool.outputSchema(), null, 2)}\n`);
        return EXIT.answered;
      }
      const description = tool.describe();
      if (command.kind === 'tool-help') {
        io.out(toolHelp(description));
        return EXIT.answered;
      }
      const inputs = cliInputs(command.pairs, description);
      const pin = command.pin !== undefined ? { calculation_version: command.pin } : {};
      if (command.solve) {
        const solved = await library.solve(command.tool, { inputs, solve_for: command.solve.field, target: { [command.solve.target.key]: command.solve.target.raw }, ...pin });
        if (command.json) io.out(`${toJson(solved)}\n`);
        else if (isAnswered(solved as Answer)) io.out(presentSolved(solved as Answer, description));
        else io.err(presentProblem(solved as Answer));
        return exitFor(solved as Answer);
      }
      if (command.sweep) {
        const { field, from, to, points, scale } = command.sweep;
        const swept = await library.sweep(command.tool, { inputs, vary: { input: field, from, to, ...(points !== undefined ? { points } : {}), ...(scale ? { scale } : {}) }, ...pin });
        if ((swept as ProblemBody).status === 'error') {
          if (command.json) io.out(`${toJson(swept)}\n`);
          else io.err(presentProblem(swept as ProblemBody));
          return exitFor(swept as Answer);
        }
        io.out(command.json ? `${toJson(swept)}\n` : command.csv ? sweepCsv(swept as SweepBody) : presentSweep(swept as SweepBody));
        return EXIT.answered;
      }
      const answer = (await library.calculate(command.tool, inputs, { version: command.pin })) as Answer;
      if (command.json) io.out(`${toJson(answer)}\n`);
      else if (isAnswered(answer)) io.out(presentAnswer(answer, description));
      else io.err(presentProblem(answer));
      return exitFor(answer);
    }
  }
}

function exitFor(a: Answer): number {
  if (isAnswered(a)) return EXIT.answered;
  return a.status === 'error' && (a as ProblemBody).http_status >= 500 ? EXIT.internal : EXIT.refused;
}

/** REST's ENGINE_NOT_FOUND body (--json) or its code and nearest ids: a usage error. */
async function unknownTool(id: string, json: boolean, library: Library<Record<string, ToolModule>>, io: Io): Promise<number> {
  const body = (await library.calculate(id, {})) as ProblemBody;
  if (json) io.out(`${toJson(body)}\n`);
  else io.err(`calculatorx: ${body.code}: ${body.detail}\n  ${body.suggestion} 'calculatorx list [words]' finds one.\n`);
  return EXIT.usage;
}
