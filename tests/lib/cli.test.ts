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
import { cliInputs } from '../../lib/cli/inputs.ts';
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
  /** The inputs an answer was computed from, as --json prints them. */
  const used = async (...argv: string[]) => {
    const r = await cli(...argv, '--json');
    expect(r.status, `${argv.join(' ')}: ${r.out}${r.err}`).toBe(EXIT.answered);
    return JSON.parse(r.out);
  };

  it('answers the commands that were wrong by 10⁶ as the page does: a prefix or unit applies once', async () => {
    // τ = RC = 4.7 kΩ × 2.2 µF = 10.34 ms (it said 10.34 ns: the prefix, then µF again).
    for (const args of [['R=4k7', 'C=2.2µ'], ['R=4.7kΩ', 'C=2.2 µF'], ['R=4.7k ohm', 'C=2u2']]) {
      const a = await used('rc-time-constant', ...args);
      expect(a.inputs).toMatchObject({ R: 4700, C: 2.2, C_unit: 'uF' });
      expect(a.result.tau).toBeCloseTo(4700 * 2.2e-6, 15);
    }
    // fc = 1 / (2π · 1 kΩ · 100 nF) = 1.5915 kHz (it said THz), with or without C_unit=nF.
    for (const extra of [[], ['C_unit=nF']]) {
      const a = await used('lpf', 'R=1k', 'C=100n', ...extra);
      expect(a.inputs).toMatchObject({ R: 1000, C: 100, C_unit: 'nF' });
      expect(a.result.fc).toBeCloseTo(1 / (2 * Math.PI * 1000 * 100e-9), 9);
    }
    // Astable 555: f = 1 / (ln 2 · (RA + 2 RB) · C) = 6.87 Hz (it said MHz).
    const timer = await used('timer-555', 'RA=1k', 'RB=10k', 'C=10µ');
    expect(timer.result.frequency).toBeCloseTo(1 / (Math.LN2 * 21_000 * 10e-6), 9);
    // An explicit unit select converts the typed value into it, exactly.
    expect((await used('lpf', 'R=1k', 'C=100n', 'C_unit=uF')).inputs.C).toBe(0.1);
  });

  it('reads currents, grouping, money, percentages and terms; refuses a unit of another kind naming both', async () => {
    for (const text of ['20m', '20mA', '20 mA', '0.02A', '0.02 A']) expect((await used('led-resistor', 'Vs=5', 'Vf=2', `I_f=${text}`)).result.R).toBe(150);
    expect((await used('loan-payment', 'principal=$300,000', 'ratePct=6.5%', 'termMonths=30 years')).inputs).toMatchObject({ principal: 300000, ratePct: 6.5, termMonths: 360 });
    expect((await used('factorial', 'n=1,000')).inputs.n).toBe(1000);
    const wrong = await cli('led-resistor', 'Vs=5', 'Vf=2', 'I_f=20 mV');
    expect(wrong.status).toBe(EXIT.refused);
    expect(wrong.err).toMatch(/UNIT_MISMATCH[\s\S]*"20 mV" is a voltage; LED current If needs a current/);
    // No SI prefix on money: the input layer answers INVALID_NUMBER on that field.
    const money = await cli('amortization', 'principal=4k7', 'ratePct=5', 'termMonths=12');
    expect(money.status).toBe(EXIT.refused);
    expect(money.err).toMatch(/INVALID_NUMBER \(field principal\)/);
  });

  it('every example the usage and each tool\'s --help print runs and is answered', async () => {
    const commands = [...(await cli()).out.matchAll(/^ {2}calculatorx ([a-z].+)$/gm)].map((m) => m[1]).filter((c) => !/[<…[]/.test(c) && !/^(list|schema)\b/.test(c));
    // A tool's example is its command (a quoted netlist may span lines) and then its name, indented six spaces.
    for (const t of registry.tools.values()) if (t.canonical) commands.push(...[...(await cli(t.id, '--help')).out.matchAll(/^ {2}calculatorx ([\s\S]+?)\n {6}\S/gm)].map((m) => m[1]));
    expect(commands.length).toBeGreaterThan(200);
    for (const command of commands) {
      const argv = [...command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replaceAll("'\\''", "'") : m[2]));
      const r = await cli(...argv);
      expect(r.status, `calculatorx ${command}\n${r.err}`).toBe(EXIT.answered);
    }
  });

  it('reads list fields as the page URLs do, and key:=JSON exactly', async () => {
    const gcf = describeId('gcf');
    expect(cliInputs(pairs('values=12, 18; 30'), gcf)).toEqual({ values: [12, 18, 30] });
    expect(cliInputs(pairs('values:=["123456789012345678901234567890",6]'), gcf)).toEqual({ values: ['123456789012345678901234567890', 6] });
    // An input alias is read as its field (pInput is p, a percentage), by the input layer.
    expect(cliInputs(pairs('pInput=20%', 'mode=of'), describeId('percentage'))).toEqual({ pInput: '20%', mode: 'of' });
    expect((await used('percentage', 'pInput=20%', 'mode=of', 'x=50')).inputs).toMatchObject({ p: 20 });
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

describe('--solve and --sweep', () => {
  it('reads --solve FIELD --target OUTPUT=VALUE and --sweep FIELD=FROM..TO:POINTS:SCALE', () => {
    expect(parseArgs(['voltage-divider', 'Vin=12', '--solve', 'R2', '--target', 'Vout=3.3 V'])).toMatchObject({ kind: 'run', solve: { field: 'R2', target: { key: 'Vout', raw: '3.3 V' } } });
    expect(parseArgs(['voltage-divider', '--sweep=R2=1k..100k:50:log', '--csv'])).toMatchObject({ sweep: { field: 'R2', from: '1k', to: '100k', points: 50, scale: 'log' }, csv: true });
    expect(parseArgs(['voltage-divider', '--sweep', 'R2=-5..5'])).toMatchObject({ sweep: { field: 'R2', from: '-5', to: '5' } });
  });

  it.each([
    [['voltage-divider', '--solve', 'R2']],
    [['voltage-divider', '--target', 'Vout=3']],
    [['voltage-divider', '--target', 'Vout']],
    [['voltage-divider', '--sweep', 'R2=1k']],
    [['voltage-divider', '--sweep', 'R2=1..2:50:cubic']],
    [['voltage-divider', '--csv']],
    [['voltage-divider', '--solve', 'R2', '--target', 'Vout=3', '--sweep', 'R2=1..2']],
  ])('refuses %j as a usage error', (argv) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
  });

  it('prints the solved value with the standard values, and a refused solve exits 1 with its code', async () => {
    const ok = await cli('voltage-divider', 'Vin=12', 'R1=10k', '--solve', 'R2', '--target', 'Vout=3.3');
    expect(ok.status).toBe(EXIT.answered);
    expect(ok.out).toContain('R2 = 3.793 kΩ gives Vout = 3.3 V');
    expect(ok.out).toContain('E96 3.83 kΩ gives Vout = 3.323 V (+0.70 %)');
    const none = await cli('voltage-divider', 'Vin=12', 'R1=10k', '--solve', 'R2', '--target', 'Vout=13');
    expect(none.status).toBe(EXIT.refused);
    expect(none.err).toContain('NO_SOLUTION');
    const table = await cli('voltage-divider', 'Vin=12', 'R1=10k', '--sweep', 'R2=1k..100k:3:log');
    expect(table.out.split('\n').slice(0, 4)).toEqual(['R2 (Ω)  Vout (V)', '1 kΩ    1.091 V', '10 kΩ   6 V', '100 kΩ  10.91 V']);
  });
});
