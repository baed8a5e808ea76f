// The MCP Apps view's engines are the engine files with their declarations trimmed
// (api/server/view-declarations.ts). Bundled as the view bundles them, every capability's
// engine must give the server's verification and, once it has read the declared
// assumptions from one server answer (site/mcp-app/declared-assumptions.ts), the server's
// answer byte for byte for every worked example of the engine.
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewDeclarations } from '../../api/server/mcp-view.ts';
import { viewDeclarationSource } from '../../api/server/view-declarations.ts';
import type { EngineDeclaration } from '../../engines/core/contract.ts';
import { calculate } from '../../engines/core/run.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const moduleKey = (t: ResolvedTool) => `${t.engine.area}/${t.engine.id}`;
const engines = [...new Map([...registry.capabilities.values()].map((t) => [moduleKey(t), t.engine])).entries()];

interface ViewBundle {
  modules: Record<string, { engine: EngineDeclaration }>;
  resolveEngine: (decl: EngineDeclaration) => ResolvedTool[];
  calculate: typeof calculate;
  learnAssumptions: (tool: ResolvedTool, body: unknown) => void;
}

let view: ViewBundle;

beforeAll(async () => {
  // One bundle, so the trimmed declarations run with the same copies of the input layer and zod as the view.
  const entry = [
    ...engines.map(([key], i) => `import * as m${i} from ${JSON.stringify(path.join(ROOT, 'engines', `${key}.ts`))};`),
    `export const modules = { ${engines.map(([key], i) => `${JSON.stringify(key)}: m${i}`).join(', ')} };`,
    `export { resolveEngine } from ${JSON.stringify(path.join(ROOT, 'engines/derive/tools.ts'))};`,
    `export { calculate } from ${JSON.stringify(path.join(ROOT, 'engines/core/run.ts'))};`,
    `export { learnAssumptions } from ${JSON.stringify(path.join(ROOT, 'site/mcp-app/declared-assumptions.ts'))};`,
  ].join('\n');
  const out = await build({ stdin: { contents: entry, resolveDir: ROOT, loader: 'js' }, bundle: true, write: false, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], plugins: [viewDeclarations()], logLevel: 'error' });
  view = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].contents).toString('base64')}`);
}, 60_000);

describe('the view’s engine declarations', () => {
  it('leave out the texts the view does not show, and keep what it runs and shows', () => {
    for (const [key, decl] of engines) {
      const trimmed = view.modules[key].engine;
      expect(trimmed.description, key).toBe('');
      expect(trimmed.assumptions, key).toEqual([]);
      expect(trimmed.limitations ?? [], key).toEqual([]);
      expect(trimmed.picture, key).toBeUndefined();
      expect(trimmed.examples.every((e) => e.name === '' && e.source === ''), key).toBe(true);
      expect({ title: trimmed.title, formula: trimmed.formula, ui: JSON.stringify(trimmed.ui), errors: trimmed.errors }, key).toEqual({ title: decl.title, formula: decl.formula, ui: JSON.stringify(decl.ui), errors: decl.errors });
    }
    // Output schemas built by a constant of the engine's own file are left unbuilt (89 of 105 today; the rest share one from _lib/).
    expect(engines.filter(([key]) => view.modules[key].engine.output === undefined).length).toBeGreaterThan(engines.length * 0.75);
  });

  it('give the server’s verification and, once told the declared assumptions by one answer, the server’s answers byte for byte', () => {
    let compared = 0;
    for (const [key, decl] of engines) {
      const tools = new Map(view.resolveEngine(view.modules[key].engine).map((t) => [t.id, t]));
      for (const server of registry.tools.values()) {
        if (server.engine !== decl) continue;
        expect(tools.get(server.id)!.verification, server.id).toEqual(server.verification);
      }
      // The first worked example that succeeds is the server's answer the view reads the assumptions from.
      const examples = decl.examples.map((e) => ({ e, tool: registry.tools.get(e.tool ?? decl.id)! }));
      const first = examples.find(({ e, tool }) => calculate(tool, e.inputs).http === 200 && (!e.expect.status || e.expect.status === 'success'));
      if (!first) continue;
      const taught = tools.get(first.tool.id)!;
      view.learnAssumptions(taught, calculate(first.tool, first.e.inputs).body);
      expect(taught.engine.assumptions, key).toEqual(decl.assumptions);
      for (const { e, tool } of examples) {
        const here = view.calculate(tools.get(tool.id)!, e.inputs);
        expect(JSON.stringify(here), `${tool.id}: ${e.name}`).toBe(JSON.stringify(calculate(tool, e.inputs)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('reads the declared assumptions only from an answer of the same tool that ends with the engine’s own additions', () => {
    const [key, decl] = engines.find(([, d]) => d.id === 'voltage-divider')!;
    view.modules[key].engine.assumptions = [];
    const tool = view.resolveEngine(view.modules[key].engine)[0];
    const server = registry.tools.get('voltage-divider')!;
    const body = calculate(server, { Vin: 12, R1: 1000, R2: 2000 }).body as { assumptions: string[] };
    view.learnAssumptions(tool, { ...body, tool: 'ohms-law' });
    view.learnAssumptions(tool, { ...body, assumptions: 'not a list' });
    expect(tool.engine.assumptions).toEqual([]);
    view.learnAssumptions(tool, body);
    expect(tool.engine.assumptions).toEqual(decl.assumptions);
  });

  it('trim only the defineEngine literal: a file without one is not changed', () => {
    expect(viewDeclarationSource("export const x = { description: 'kept' };\n", engines[0][1])).toBeNull();
  });
});
