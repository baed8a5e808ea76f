// The official MCP Inspector CLI, run as a user runs it, against /mcp in both
// protocol eras: it checks a tool result against the tool's output schema, so an
// error result that does not fit the schema shows a schema complaint instead of
// our message (issue 21.2); and the text of a result names every warning.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInProcess, type Running } from '../helpers/server.ts';

const CLI = path.resolve(import.meta.dirname, '../../node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
const SCHEMA_COMPLAINT = /must have required property|must NOT have additional properties|must match a schema/;
let server: Running;
// The CLI keeps a catalog and client settings under $HOME; a throwaway one keeps the machine's alone.
const home = mkdtempSync(path.join(os.tmpdir(), 'cx-inspector-'));

beforeAll(async () => {
  server = await startInProcess();
});
afterAll(async () => {
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

/** `mcp-inspector --cli <url> --method tools/call ...`: the printed result (stdout) and any error envelope. */
async function inspectorCall(era: string, tool: string, args: Record<string, unknown>) {
  const argv = [CLI, '--cli', `${server.url}/mcp`, '--transport', 'http', '--protocol-era', era, '--method', 'tools/call', '--tool-name', tool];
  for (const [k, v] of Object.entries(args)) argv.push('--tool-arg', `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const run = promisify(execFile);
  const out = await run(process.execPath, argv, { env: { ...process.env, HOME: home }, timeout: 60_000 }).catch((e: { stdout: string; stderr: string }) => e);
  // The CLI prints the result, then (for isError results) one JSON line saying so.
  const result = JSON.parse(out.stdout.slice(0, out.stdout.lastIndexOf('\n}') + 2));
  return { result, all: `${out.stdout}\n${out.stderr}` };
}

describe.each(['legacy', 'modern'])('official Inspector CLI (%s era)', (era) => {
  it('shows our error for ohms-law with R = -5, not an output-schema complaint', async () => {
    const { result, all } = await inspectorCall(era, 'execute_calculation', { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: -5 } });
    expect(all).not.toMatch(SCHEMA_COMPLAINT);
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toMatch(/^RESISTANCE_MUST_BE_NONNEGATIVE \(R\): R = -5 Ω is negative/);
    expect(result.structuredContent).toMatchObject({ status: 'error', code: 'RESISTANCE_MUST_BE_NONNEGATIVE', field: 'R' });
  }, 70_000);

  // Errors with extension members of their own (the published versions, the paid path's quote).
  it.each([
    ['execute_calculation', { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: 4 }, calculation_version: '9.9.9' }, 'VERSION_MISMATCH'],
    ['compute_paid', { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: 4 } }, 'PAYMENT_REQUIRED'],
    ['inspect_capability', { capability_id: 'education.gpa' }, 'CAPABILITY_NOT_FOUND'],
  ])('shows our error for %s %j (%s)', async (tool, args, code) => {
    const { result, all } = await inspectorCall(era, tool, args);
    expect(all).not.toMatch(SCHEMA_COMPLAINT);
    expect(result.structuredContent.code).toBe(code);
    expect(result.content[0].text).toMatch(new RegExp(`^${code}`));
  }, 70_000);

  it('prints a text that names both OUTSIDE_VALIDITY_RANGE warnings of a 40 A trace', async () => {
    const { result } = await inspectorCall(era, 'execute_calculation', { capability_id: 'electrical.pcb.trace_width', inputs: { current: 40, temp_rise: 10 } });
    const text: string = result.content[0].text;
    expect(text.match(/^Warning OUTSIDE_VALIDITY_RANGE: /gm)).toHaveLength(2);
    expect(text).toMatch(/Current 40 A is above the 35 A/);
    expect(text).toMatch(/above the 400 mil/);
  }, 70_000);
});
