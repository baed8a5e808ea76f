// Help texts: the program's usage, and one tool's inputs with their units,
// choices and presets, its tabs, and its worked examples as command lines.
import type { ToolDescription } from '../tool.ts';
import { table } from './present.ts';

export const EXIT = { answered: 0, refused: 1, usage: 2, internal: 3 } as const;

export const USAGE = `Usage:
  calculatorx <tool> key=value … [--json] [--pin VERSION]
  calculatorx <tool> key=value … --solve FIELD --target OUTPUT=VALUE [--json]
  calculatorx <tool> key=value … --sweep FIELD=FROM..TO[:POINTS[:linear|log]] [--csv|--json]
  calculatorx <tool> --help          the tool's inputs, units and examples
  calculatorx list [words…] [--json] find a tool (every tool without words)
  calculatorx schema <tool> [input|output]   the JSON Schema of its inputs or result
  calculatorx --version

Values: numbers as people write them, with a unit where the field has one: a prefix or unit
is applied once, exactly, whatever unit the field's select says (a unit of another kind is
refused, naming both); key:=JSON for a JSON value.
  calculatorx rc-time-constant R=4k7 C=2.2µ
  calculatorx rc-time-constant R=4.7kΩ 'C=2.2 µF'
  calculatorx lpf R=1k C=100n
  calculatorx led-resistor Vs=5 Vf=2.0 I_f=20mA
  calculatorx loan-payment 'principal=$300,000' ratePct=6.5% 'termMonths=30 years'
  calculatorx gcf values:='[12,18,30]'
  calculatorx voltage-divider Vin=12 R1=10k --solve R2 --target Vout=3.3
  calculatorx voltage-divider Vin=12 R1=10k --sweep R2=1k..100k:50:log --csv
--solve finds the value of an input that gives the target output (every solution in the field's
domain, the tolerance reached, and the nearest E12/E24/E96 values of a resistor, capacitor or
inductor); --sweep runs the calculation over a range of one input (at most 1000 points).
--json prints the answer exactly as POST /api/v1/calc/<tool> does.
--pin VERSION runs a published calculation version (as the Service-Spec-Version header).

Exit status: ${EXIT.answered} answered (success, empty, multiple_solutions); ${EXIT.refused} the calculation
refused the inputs (the error's code, detail and suggestion are printed; also for status
invalid, and list finding nothing); ${EXIT.usage} usage error (unknown tool, option or argument);
${EXIT.internal} internal error.
`;

/** A worked example as the command that runs it. */
export function exampleCommand(tool: string, inputs: Record<string, unknown>): string {
  const args = Object.entries(inputs).map(([k, v]) => {
    const text = typeof v === 'string' ? `${k}=${v}` : typeof v === 'number' ? `${k}=${v}` : `${k}:=${JSON.stringify(v)}`;
    return /^[\w.,:=+\-/%@]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
  });
  return `calculatorx ${tool}${args.length ? ` ${args.join(' ')}` : ''}`;
}

export function toolHelp(t: ToolDescription): string {
  const lines = [
    `${t.title}: ${t.id}${t.id !== t.engine ? ` (engine ${t.engine})` : ''}`,
    t.description,
    '',
    `Usage: calculatorx ${t.id} key=value … [--json] [--pin VERSION]`,
    `       calculatorx ${t.id} key=value … --solve FIELD --target OUTPUT=VALUE | --sweep FIELD=FROM..TO[:POINTS[:log]] [--csv]`,
    '',
    'Inputs:',
    ...table(
      t.fields.map((f) => {
        const notes = [
          f.required ? 'required' : '',
          f.options ? `one of ${f.options.map((o) => o.value).join(', ')}` : '',
          Object.hasOwn(t.presets, f.key) ? `preset ${JSON.stringify(t.presets[f.key])}` : '',
          f.aliases.length ? `also ${f.aliases.join(', ')}` : '',
        ].filter(Boolean);
        return [f.key, f.type === 'mixed' ? 'value' : f.type, f.unit ?? '', `${f.label}${notes.length ? ` (${notes.join('; ')})` : ''}`];
      }),
      '  ',
    ),
  ];
  for (const bar of t.tabs) {
    lines.push('', `${bar.field} (the inputs each choice uses):`);
    lines.push(...table(bar.tabs.map((tab) => [`${bar.field}=${tab.value}`, `${tab.label}: ${tab.fields.join(', ')}`]), '  '));
  }
  const examples = t.examples.filter((e) => e.status !== 'error' && e.status !== 'invalid');
  if (examples.length) {
    lines.push('', 'Examples:');
    for (const e of examples) lines.push(`  ${exampleCommand(t.id, e.inputs)}`, `      ${e.name}`);
  }
  lines.push(
    '',
    `Calculation version ${t.calculation_version} (published: ${t.published_versions.join(', ')}); verification ${t.tier.replace('_', ' ')}.`,
    `Capability ${t.capability_id ?? 'none (REST only)'}${t.page ? `; page ${t.page}` : ''}.`,
  );
  return `${lines.join('\n')}\n`;
}
