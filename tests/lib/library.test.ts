// The library's own behaviour over the registry: unknown ids, lazy loading,
// failures kept inside the answer, presets, search. That the packed package
// answers as REST does is tests/http/package.test.ts.
import { describe, expect, it } from 'vitest';
import { catalogJson } from '../../engines/derive/catalog.ts';
import { registry } from '../../engines/registry.ts';
import { libraryData } from '../../lib/catalog.ts';
import { devLibrary, toolModule } from '../../lib/dev.ts';
import { searchIndexOf } from '../../engines/derive/search.ts';
import { createLibrary, type ToolModule } from '../../lib/library.ts';
import { calculator, describer, resolveTool, runTool } from '../../lib/tool.ts';
import { ok } from '../../engines/core/outcome.ts';
import { engine as scale } from '../../engines/electrical/scale.ts';

describe('library', () => {
  it('answers an unknown id as REST does: ENGINE_NOT_FOUND with the nearest ids, never a prototype member', async () => {
    for (const id of ['voltage-devider', '__proto__', 'constructor', 'toString', 42 as unknown as string]) {
      const a = await devLibrary.calculate(id as string, {});
      expect(a, String(id)).toMatchObject({ status: 'error', code: 'ENGINE_NOT_FOUND', http_status: 404, acceptable_ids: registry.ids });
      expect(await devLibrary.inputSchema(id)).toBeUndefined();
    }
    expect(((await devLibrary.calculate('voltage-devider' as string, {})) as { suggestion: string }).suggestion).toContain("Did you mean 'voltage-divider'?");
  });

  it('loads a tool once, and again after a failed load', async () => {
    let loads = 0;
    const ohm = toolModule(registry.tools.get('ohms-law')!);
    const lib = createLibrary<Record<string, ToolModule>>(libraryData(registry), {
      'ohms-law': async () => {
        loads++;
        if (loads === 1) throw new Error('chunk missing');
        return ohm;
      },
    }, async () => searchIndexOf(registry));
    await expect(lib.calculate('ohms-law' as string, { V: 12, R: 4 })).rejects.toThrow('chunk missing');
    expect(await lib.calculate('ohms-law' as string, { V: 12, R: 4 })).toMatchObject({ status: 'success', result: { I: 3 } });
    await lib.calculate('ohms-law' as string, { V: 1, R: 1 });
    expect(loads).toBe(2);
  });

  it('an engine that throws answers INTERNAL_ERROR (HTTP 500 body) instead of throwing', () => {
    const t = registry.tools.get('ohms-law')!;
    const broken = { ...t, versions: { [t.version]: () => { throw new Error('boom'); } } };
    expect(runTool(broken, { V: 1, R: 1 })).toMatchObject({ status: 'error', code: 'INTERNAL_ERROR', http_status: 500, recoverable: false });
  });

  it('a tool module checks the presets its types promise against the declaration', () => {
    expect(resolveTool(scale, 'va-to-kva', ['factor']).resolved.plan.defaults).toEqual({ factor: 0.001 });
    expect(() => resolveTool(scale, 'va-to-kva', [])).toThrow(/presets/);
    expect(() => resolveTool(scale, 'no-such-alias')).toThrow(/no tool/);
  });

  it('runs a pinned earlier version with the compute that produced it, as the server does', () => {
    const ohm = registry.tools.get('ohms-law')!.engine;
    // A stand-in for an older published compute: what matters is which one runs.
    const tool = resolveTool({ ...ohm, previous: { '1.0.0': () => ok({ V: 1, I: 1, R: 1, P: 1 }) } }, 'ohms-law');
    const calc = calculator(tool);
    expect(calc({ V: 12, R: 4 }, { version: '1.0.0' })).toMatchObject({ calculation_version: '1.0.0', result: { I: 1 } });
    expect(calc({ V: 12, R: 4 })).toMatchObject({ calculation_version: ohm.version, result: { I: 3 } });
    expect(describer(tool)().published_versions).toEqual(['1.0.0', ohm.version]);
  });

  it('the catalog is REST’s, and every id has a summary whose versions end with the current one', () => {
    const data = libraryData(registry);
    expect(data.catalog).toEqual(catalogJson(registry));
    expect(data.tools.map((t) => t.id)).toEqual(registry.ids);
    for (const t of data.tools) expect(t.published_versions.at(-1)).toBe(t.calculation_version);
    expect(Object.isFrozen(devLibrary.catalog().ids)).toBe(true);
    expect(Object.isFrozen(registry.ids)).toBe(false);
  });

  it('describe() gives the fields with units and value types, presets and the tool’s own examples', async () => {
    const d = (await devLibrary.describe('va-to-kva'))!;
    expect(d.presets).toEqual({ factor: 0.001 });
    expect(d.fields.find((f) => f.key === 'a')).toMatchObject({ type: 'number', unit: 'VA' });
    const vd = (await devLibrary.describe('voltage-divider'))!;
    expect(vd.examples.map((e) => e.status)).toContain('error');
    expect(vd.examples.find((e) => e.code === 'VOUT_EXCEEDS_VIN')?.inputs).toEqual({ Vin: 5, R1: 1000, Vout: 6 });
  });
});

describe('searchTools', () => {
  const tools = libraryData(registry).tools;
  it("ranks with the site's search: best first, typos and what people call a calculator", async () => {
    const ids = async (q: string) => (await devLibrary.searchTools(q)).map((t) => t.id);
    expect((await ids('voltage divider'))[0]).toBe('voltage-divider');
    expect((await ids('mortage')).slice(0, 3)).toContain('loan-payment');
    expect((await ids('sales tax')).slice(0, 3)).toContain('vat');
    expect(await ids('xyzzy')).toEqual([]);
    expect((await devLibrary.searchTools('  ')).length).toBe(tools.length);
  });
});
