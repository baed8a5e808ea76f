// Completeness in both directions: every id the spec names resolves to the
// engine, capability, version and page it gives; every engine is complete
// (labels, examples with sources, a test file behind an engine_tested claim);
// the generated registry is fresh.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engines/registry.ts';
import { engineFiles, REGISTRY_FILE, registrySource } from '../../engines/derive/generate-registry.ts';
import { objectShape } from '../../engines/core/schema-shape.ts';
import { calculate } from '../../engines/core/run.ts';
import { readingFor } from '../../engines/derive/readings.ts';
import { resultLabels } from '../../engines/derive/result-labels.ts';
import { outputJsonSchema, type JsonSchema } from '../../engines/derive/schemas.ts';
import spec from '../fixtures/spec-catalog.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../..');
const SEMVER = /^\d+\.\d+\.\d+$/;

/** Property names of an object schema and of every branch of a union. */
function resultFieldNames(s: JsonSchema): string[] {
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => (s[k] as JsonSchema[] | undefined) ?? []);
  return [...Object.keys(s.properties ?? {}), ...branches.flatMap(resultFieldNames)];
}

describe('registry', () => {
  it('registry.generated.ts is up to date', () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(registrySource());
  });

  it('related calculators are pages of their own, and the registry refuses one that is not', async () => {
    for (const e of registry.engines) for (const id of e.related ?? []) expect(registry.tools.get(id)?.ownPage, `${e.id} → ${id}`).toBeTruthy();
    // The AWG chart and the voltage drop point to the ampacity a size carries (issue 43).
    expect(registry.tools.get('awg-to-mm')!.engine.related).toContain('wire-ampacity');
    expect(registry.tools.get('voltage-drop')!.engine.related).toContain('wire-ampacity');
    const { buildRegistry } = await import('../../engines/derive/registry.ts');
    const awg = registry.tools.get('awg-to-mm')!.engine;
    expect(() => buildRegistry([{ ...awg, related: ['no-such-page'] }])).toThrow(/no-such-page/);
  });

  it('engine ids match their files', () => {
    const files = engineFiles();
    expect(registry.engines.map((e) => `${e.area === 'dev' ? 'dev' : e.area}/${e.id}.ts`).sort()).toEqual([...files].sort());
  });

  for (const e of registry.engines) {
    describe(e.id, () => {
      it('labels every input and only inputs', () => {
        const shape = Object.keys(objectShape(e.input));
        expect(Object.keys(e.ui.fields).sort()).toEqual([...shape].sort());
        for (const alias of Object.values(e.inputAliases ?? {})) expect(shape).toContain(alias);
      });
      it('has worked examples that name their source', () => {
        expect(e.examples.length).toBeGreaterThan(0);
        for (const ex of e.examples) expect(ex.source.trim().length, ex.name).toBeGreaterThan(10);
        expect(e.examples.some((x) => !x.expect.status || x.expect.status === 'success')).toBe(true);
      });
      it('labels every number its answers show, and only result fields', () => {
        for (const ex of e.examples.filter((x) => !x.expect.status || x.expect.status === 'success')) {
          const tool = registry.tools.get(ex.tool ?? e.id)!;
          const result = (calculate(tool, ex.inputs).body as { result?: unknown }).result;
          if (!result || typeof result !== 'object' || Array.isArray(result)) continue;
          const labels = resultLabels(tool);
          const unlabelled = Object.entries(result).filter(([k, v]) => typeof v === 'number' && !labels[k]?.label).map(([k]) => k);
          expect(unlabelled, `${ex.name}: add these to ui.outputs`).toEqual([]);
        }
        const fields = resultFieldNames(outputJsonSchema(registry.tools.get(e.id)!));
        for (const [key, hint] of Object.entries(e.ui.outputs ?? {})) {
          expect(fields, `ui.outputs.${key}`).toContain(key);
          if (!('label' in hint)) expect(Object.keys(e.ui.fields), `ui.outputs.${key} without a label must name an input`).toContain(key);
        }
      });
      it('says how a page reads every number its answers show', () => {
        // A number needs a reading: declared (`reads` in ui.outputs) or the default of its unit
        // (engines/derive/readings.ts); a unit without one must be declared or added there.
        for (const ex of e.examples.filter((x) => !x.expect.status || x.expect.status === 'success')) {
          const tool = registry.tools.get(ex.tool ?? e.id)!;
          const body = calculate(tool, ex.inputs).body as { result?: unknown; result_detail?: { unit: string | null } };
          const answerUnit = body.result_detail?.unit;
          if (typeof body.result === 'number') expect(readingFor(undefined, answerUnit, e.area), `${ex.name}: result in ${answerUnit}`).not.toBeNull();
          if (!body.result || typeof body.result !== 'object' || Array.isArray(body.result)) continue;
          const labels = resultLabels(tool);
          const unread = Object.entries(body.result)
            .filter(([k, v]) => typeof v === 'number' && !readingFor(labels[k], labels[k]?.unit ?? answerUnit, e.area))
            .map(([k]) => `${k} (${labels[k]?.unit})`);
          expect(unread, `${ex.name}: declare \`reads\` in ui.outputs, or give the unit a default in engines/derive/readings.ts`).toEqual([]);
        }
      });
      it('is engine_tested only with its own test file', () => {
        if (registry.tools.get(e.id)!.verification.tier === 'engine_tested') expect(existsSync(path.join(ROOT, 'tests/engines', e.area, `${e.id}.test.ts`))).toBe(true);
      });
      it('publishes semantic versions', () => {
        expect(e.version).toMatch(SEMVER);
        for (const t of e.tools ?? []) if (t.version) expect(t.version).toMatch(SEMVER);
      });
    });
  }
});

describe('spec catalog coverage', () => {
  const tool = (id: string) => registry.tools.get(id);

  it('finance, grade and developer ids resolve to engines of the same id', () => {
    for (const id of [...spec.finance, ...spec.grade, ...spec.dev]) expect(tool(id)?.engine.id, id).toBe(id);
  });

  it('electrical aliases resolve to the engine, capability, version and page of the table', () => {
    for (const row of spec.electrical) {
      const t = tool(row.alias);
      expect(t, row.alias).toBeDefined();
      expect({ alias: row.alias, engine: t!.engine.id, capability_id: t!.capability_id, version: t!.version, page: t!.page }).toEqual({
        alias: row.alias,
        engine: row.engine,
        capability_id: row.capability_id,
        version: row.version,
        page: `/calc/${row.page}/${row.alias}`,
      });
      expect(tool(row.engine), row.engine).toBeDefined();
    }
  });

  it('ids named in the additional-aliases paragraph resolve', () => {
    const ids = spec.electrical_extra_paragraph.match(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g) ?? [];
    for (const id of [...ids, 'energy', 'awg', 'swg', 'scale', 'product', 'quotient']) expect(tool(id), id).toBeDefined();
    expect(tool('watts-to-volts')?.engine.id).toBe('phase-quotient');
    expect(tool('volts-to-ev')?.engine.id).toBe('ev-voltage');
    expect(tool('wire-gauge-chart')?.engine.id).toBe('awg');
    expect(tool('kwh-to-kw')?.engine.id).toBe('quotient');
    expect(tool('energy-consumption')?.engine.id).toBe('energy');
  });

  it('math engines, aliases and capability ids', () => {
    for (const m of spec.math) {
      expect(tool(m.engine)?.engine.id, m.engine).toBe(m.engine);
      expect(tool(m.engine)?.capability_id, m.engine).toBe(m.capability_id);
      for (const a of m.aliases) expect(tool(a)?.engine.id, a).toBe(m.engine);
    }
  });

  it('gpa is REST-only; final-grade is education.final_grade 1.1.1', () => {
    expect(tool('gpa')?.capability_id).toBeNull();
    expect(tool('final-grade')).toMatchObject({ capability_id: 'education.final_grade', version: '1.1.1' });
  });
});
