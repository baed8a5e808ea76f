// The command line over the repository's registry (lib/dev.ts): arguments,
// everyday numbers, output for people, --json, errors and exit statuses.
// tests/http/package.test.ts runs the packed bin itself.
import { describe, expect, it } from 'vitest';
import { envelopeJson } from '../../api/envelope-json.ts';
import { toAsciiJson } from '../../engines/derive/ascii-json.ts';
import type { Envelope } from '../../engines/core/run.ts';
import { inputJsonSchema } from '../../engines/derive/schemas.ts';
import { registry } from '../../engines/registry.ts';
import { parseArgs, SUBCOMMANDS, UsageError } from '../../lib/cli/args.ts';
import { EXIT } from '../../lib/cli/help.ts';
import { cliInputs, everydayOptions } from '../../lib/cli/inputs.ts';
import { runCli } from '../../lib/cli/main.ts';
import { devLibrary } from '../../lib/dev.ts';
import { describeTool } from '../../lib/tool.ts';
import { run } from '../helpers/calc.ts';

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const status = await runCli(argv, devLibrary, { out: (t) => (out += t), err: (t) => (err += t) }, '9.9.9');
  return { status, out, err };
}

const describeId = (id: string) => describeTool(registry.tools.get(id)!);
const pairs = (...args: string[]) => {
  const c = parseArgs(['tool', ...args]);
  if (c.kind !== 'run') throw new Error(c.kind);
  return c.pairs;
};

describe('arguments', () => {
  it('reads the tool, key=value and key:=JSON pairs and the options', () => {
    expect(parseArgs(['voltage-divider', 'Vin=12', 'R1=4k7', '--json', '--pin', '1.5.1', 'values:=[1,2]'])).toEqual({
      kind: 'run',
      tool: 'voltage-divider',
      json: true,
      pin: '1.5.1',
      pairs: [
        { key: 'Vin', raw: '12', json: false },
        { key: 'R1', raw: '4k7', json: false },
        { key: 'values', raw: '[1,2]', json: true },
      ],
    });
    expect(parseArgs(['ohms-law', '--pin=1.0.0', 'V=-5', 'text=a=b'])).toMatchObject({ pin: '1.0.0', pairs: [{ key: 'V', raw: '-5' }, { key: 'text', raw: 'a=b' }] });
    expect(parseArgs([])).toEqual({ kind: 'usage' });
    expect(parseArgs(['--help'])).toEqual({ kind: 'usage' });
    expect(parseArgs(['--version'])).toEqual({ kind: 'version' });
    expect(parseArgs(['help', 'ohms-law'])).toEqual({ kind: 'tool-help', tool: 'ohms-law' });
    expect(parseArgs(['ohms-law', '-h'])).toEqual({ kind: 'tool-help', tool: 'ohms-law' });
    expect(parseArgs(['list', 'voltage', 'divider', '--json'])).toEqual({ kind: 'list', words: ['voltage', 'divider'], json: true });
    expect(parseArgs(['schema', 'ohms-law', 'output'])).toEqual({ kind: 'schema', tool: 'ohms-law', which: 'output' });
  });

  it('refuses what it cannot read as a usage error', () => {
    for (const argv of [['ohms-law', 'V'], ['ohms-law', '=5'], ['ohms-law', ':=5'], ['--frobnicate'], ['ohms-law', '--pin'], ['schema'], ['schema', 'ohms-law', 'both']]) {
      expect(() => parseArgs(argv), argv.join(' ')).toThrow(UsageError);
    }
  });

  it('no tool id is a subcommand', () => {
    for (const word of SUBCOMMANDS) expect(registry.tools.has(word)).toBe(false);
  });
});

describe('values as people type them', () => {
  it('reads SI prefixes and RKM codes only in fields of an SI unit', () => {
    const divider = describeId('voltage-divider');
    // IEC 60062 RKM code: 4k7 = 4.7 kΩ; "2.2 kΩ" with its unit typed.
    expect(cliInputs(pairs('R1=4k7', 'R2=2.2 kΩ', 'Vin=1,200', 'Vout=100m'), divider)).toEqual({ R1: 4700, R2: 2200, Vin: 1200, Vout: 0.1 });
    // The pages' reading of each field: prefixes in an SI unit only; a rate in % per year reads "6.5%" as 6.5.
    const field = (id: string, key: string) => describeId(id).fields.find((f) => f.key === key)!;
    expect(everydayOptions(field('voltage-divider', 'R1')).prefixes).toBe(true);
    for (const [id, key] of [['amortization', 'principal'], ['amortization', 'termMonths'], ['gpa', 'priorCredits']]) expect(everydayOptions(field(id, key)).prefixes, key).toBe(false);
    expect(everydayOptions(field('amortization', 'ratePct')).unit).toBe('%');
  });

  it('reads money, percentages and grouped integers; other text goes to the engine as typed', () => {
    const loan = describeId('amortization');
    expect(cliInputs(pairs('principal=$250,000', 'ratePct=6.5%', 'termMonths=360'), loan)).toEqual({ principal: 250000, ratePct: 6.5, termMonths: 360 });
    // No SI prefix on money: "4k7" reaches the engine unread, which answers INVALID_NUMBER on that field.
    expect(cliInputs(pairs('principal=4k7'), loan)).toEqual({ principal: '4k7' });
    expect(cliInputs(pairs('n=1,000'), describeId('factorial'))).toEqual({ n: 1000 });
  });

  it('reads list fields as the page URLs do, and key:=JSON exactly', () => {
    const gcf = describeId('gcf');
    expect(cliInputs(pairs('values=12, 18; 30'), gcf)).toEqual({ values: [12, 18, 30] });
    expect(cliInputs(pairs('values:=["123456789012345678901234567890",6]'), gcf)).toEqual({ values: ['123456789012345678901234567890', 6] });
    // An input alias is read as its field (pInput is p, a number).
    expect(cliInputs(pairs('pInput=20%', 'mode=of'), describeId('percentage'))).toEqual({ pInput: 20, mode: 'of' });
  });

  it('keeps a key such as __proto__ as data and refuses a key given twice', () => {
    const inputs = cliInputs(pairs('__proto__=1'), describeId('ohms-law'));
    expect(Object.getPrototypeOf(inputs)).toBe(Object.prototype);
    expect(Object.keys(inputs)).toEqual(['__proto__']);
    expect(() => cliInputs(pairs('V=1', 'V=2'), describeId('ohms-law'))).toThrow(UsageError);
    expect(() => cliInputs(pairs('values:=[1,'), describeId('gcf'))).toThrow(UsageError);
  });
});

describe('calculatorx <tool>', () => {
  it('prints the headline and the result table with labels and units', async () => {
    const { status, out, err } = await cli('voltage-divider', 'Vin=12', 'R1=4k7', 'R2=1k');
    expect(status).toBe(EXIT.answered);
    expect(err).toBe('');
    // Vout = 12 × 1000 / 5700 = 40/19 V and I = 12 / 5700 A, read as the pages read them: 4 significant digits, SI prefix.
    expect(out).toContain('Output voltage: Vout = 2.105 V');
    expect(out).toMatch(/R1\s+Upper resistor R1\s+4\.7 kΩ/);
    expect(out).toMatch(/I\s+Divider current\s+2\.105 mA/);
    expect(out).toContain('Formula: Vout = Vin × R2 / (R1 + R2)');
  });

  it('--json prints the answer exactly as REST writes it', async () => {
    const { status, out } = await cli('voltage-divider', 'Vin=12', 'R1=4k7', 'R2=1k', '--json');
    expect(status).toBe(EXIT.answered);
    expect(out).toBe(`${envelopeJson(run('voltage-divider', { Vin: 12, R1: 4700, R2: 1000 }).body as Envelope)}\n`);
    expect(JSON.parse(out).result.Vout).toBe(40 / 19);
  });

  it('an error prints its code, field, detail and suggestion and exits 1', async () => {
    const { status, out, err } = await cli('voltage-divider', 'Vin=5', 'R1=1k', 'Vout=6');
    expect(status).toBe(EXIT.refused);
    expect(out).toBe('');
    expect(err).toContain('Error VOUT_EXCEEDS_VIN (field Vout)');
    expect(err).toContain('Vout 6 V is above Vin 5 V');
    expect(err).toContain('Suggestion: Use Vout ≤ Vin');
    const json = await cli('voltage-divider', 'Vin=5', 'R1=1k', 'Vout=6', '--json');
    expect(json.status).toBe(EXIT.refused);
    expect(json.out).toBe(`${toAsciiJson(run('voltage-divider', { Vin: 5, R1: 1000, Vout: 6 }).body)}\n`);
  });

  it('text a number field cannot read gets the engine’s INVALID_NUMBER', async () => {
    const { status, err } = await cli('amortization', 'principal=4k7', 'ratePct=6', 'termMonths=12');
    expect(status).toBe(EXIT.refused);
    expect(err).toContain('Error INVALID_NUMBER (field principal)');
  });

  it('status invalid is refused with its code; status empty is an answer', async () => {
    const invalid = await cli('final-grade', 'mode=need', 'current=80', 'goal=85', 'weight=0');
    expect(invalid.status).toBe(EXIT.refused);
    expect(invalid.err).toContain('No answer WEIGHT_REQUIRED');
    const empty = await cli('gpa', 'mode=courses', 'scale=4.0', 'courses:=[]');
    expect(empty.status).toBe(EXIT.answered);
    expect(empty.out).toContain('No data to compute from (status empty).');
  });

  it('pins a published version and refuses an unpublished one', async () => {
    const pinned = await cli('voltage-divider', 'Vin=12', 'R1=1k', 'R2=1k', '--pin', '1.5.1', '--json');
    expect(JSON.parse(pinned.out).calculation_version).toBe('1.5.1');
    const missing = await cli('voltage-divider', 'Vin=12', 'R1=1k', 'R2=1k', '--pin', '0.0.1');
    expect(missing.status).toBe(EXIT.refused);
    expect(missing.err).toContain('Error VERSION_MISMATCH (field calculation_version)');
  });

  it('an unknown tool or option is a usage error (exit 2) that says what to do', async () => {
    const tool = await cli('voltage-devider', 'Vin=1');
    expect(tool.status).toBe(EXIT.usage);
    expect(tool.err).toContain('ENGINE_NOT_FOUND');
    expect(tool.err).toContain("Did you mean 'voltage-divider'?");
    const json = await cli('voltage-devider', '--json');
    expect(JSON.parse(json.out)).toMatchObject({ code: 'ENGINE_NOT_FOUND', http_status: 404 });
    const option = await cli('voltage-divider', '--frobnicate');
    expect(option.status).toBe(EXIT.usage);
    expect(option.err).toContain('unknown option --frobnicate');
    const pair = await cli('voltage-divider', 'Vin');
    expect(pair.status).toBe(EXIT.usage);
  });
});

describe('help, list, schema', () => {
  it('--help lists every input with its unit, and the worked examples as commands', async () => {
    const { status, out } = await cli('voltage-divider', '--help');
    expect(status).toBe(EXIT.answered);
    expect(out).toMatch(/Vin\s+number\s+V\s+Input voltage/);
    expect(out).toMatch(/R1\s+number\s+Ω\s+Upper resistor R1/);
    expect(out).toContain('calculatorx voltage-divider Vin=12 R1=1000 R2=1000');
    expect(out).toContain('published: 1.5.1');
    const modes = await cli('help', 'electric-power');
    expect(modes.out).toMatch(/mode=power-ir\s+I² × R: a, b/);
    expect(modes.out).toContain('also V, R, E');
  });

  it('the usage names the exit statuses', async () => {
    const { status, out } = await cli();
    expect(status).toBe(EXIT.answered);
    expect(out).toContain('Exit status: 0 answered');
    expect((await cli('--version')).out).toBe('9.9.9\n');
  });

  it('list finds tools by words and says when none matches', async () => {
    const { status, out } = await cli('list', 'resistor', 'divider');
    expect(status).toBe(EXIT.answered);
    const ids = out.trim().split('\n').map((l) => l.split(/\s+/)[0]);
    expect(ids.slice(0, 3)).toContain('voltage-divider');
    expect(ids).toContain('current-divider');
    const all = await cli('list', '--json');
    expect(JSON.parse(all.out).map((t: { id: string }) => t.id)).toEqual(registry.ids);
    const none = await cli('list', 'xyzzy');
    expect(none.status).toBe(EXIT.refused);
    expect(none.err).toContain('No tool matches "xyzzy"');
  });

  it('schema prints the input schema REST publishes', async () => {
    const { out } = await cli('schema', 'voltage-divider');
    expect(JSON.parse(out)).toEqual(inputJsonSchema(registry.tools.get('voltage-divider')!));
  });
});
