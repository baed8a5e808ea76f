// Prompts for tasks that take more than one call, and completion of capability
// ids (completion/complete on the prompts' capability_id argument): an agent
// that knows roughly what it wants gets the id without a search.
import { completable, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/mini';
import { registry } from '../../engines/registry.ts';
import { withJsonSchema } from './standard-schema.ts';

/** At most this many completions per answer (MCP's own cap is 100). */
const MAX_COMPLETIONS = 20;

/** Capability ids and the tool ids that run one, starting with what was typed (or containing it), shortest first. */
export function completeCapabilityId(typed: string): string[] {
  const t = typed.trim().toLowerCase();
  const ids = [...new Set([...registry.capabilities.keys(), ...[...registry.tools.values()].filter((x) => x.capability_id).map((x) => x.id)])];
  const starts = ids.filter((id) => id.toLowerCase().startsWith(t));
  const contains = ids.filter((id) => !id.toLowerCase().startsWith(t) && id.toLowerCase().includes(t));
  return [...starts.sort((a, b) => a.length - b.length || a.localeCompare(b)), ...contains.sort()].slice(0, MAX_COMPLETIONS);
}

const user = (text: string) => ({ messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }] });

export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'run_calculator',
    {
      title: 'Run a calculator',
      description: 'Inspect one calculator (its inputs, units and an example), then run it on your values.',
      argsSchema: withJsonSchema(
        z.object({
          capability_id: completable(z.string().check(z.maxLength(200), z.meta({ description: 'A capability id or tool id (completes as you type: "electrical.v…").' })), completeCapabilityId),
          values: z.optional(z.string().check(z.maxLength(2000), z.meta({ description: 'Your values in words, e.g. "12 V in, 3.3 V out, R2 = 10 kΩ".' }))),
        }),
      ),
    },
    ({ capability_id, values }) =>
      user(
        `Call inspect_capability with capability_id "${capability_id}" to see its inputs and units. Then call execute_calculation with that capability_id and inputs built from ${values ? `these values: ${values}` : 'the values I give you'}; a number may be text with its unit ("2.2 µF"). Report the first line of the result (what was asked for, with its unit) and any warnings.`,
      ),
  );
  server.registerPrompt(
    'led_resistor_with_power',
    {
      title: 'LED resistor and its power rating',
      description: 'Pick the series resistor for an LED from the supply, forward voltage and current, then check the power it dissipates against its rating.',
      argsSchema: withJsonSchema(
        z.object({
          supply: z.string().check(z.maxLength(40), z.meta({ description: 'Supply voltage, e.g. "5 V".' })),
          forward_voltage: z.string().check(z.maxLength(40), z.meta({ description: 'LED forward voltage, e.g. "2.0 V".' })),
          current: z.string().check(z.maxLength(40), z.meta({ description: 'LED current, e.g. "20 mA".' })),
        }),
      ),
    },
    ({ supply, forward_voltage, current }) =>
      user(
        `Call execute_calculation with capability_id "led-resistor" and inputs {"Vs": "${supply}", "Vf": "${forward_voltage}", "I_f": "${current}"}. From the result give the standard resistor R, the current it lets through, the power P_R it dissipates and the power rating P_R_rating to buy; say whether a common 0.25 W resistor is enough (P_R at most half its rating).`,
      ),
  );
  server.registerPrompt(
    'voltage_divider_for_target',
    {
      title: 'Voltage divider for a target voltage',
      description: 'Find the lower resistor of a divider for a wanted output, then the nearest standard value and the output it gives.',
      argsSchema: withJsonSchema(
        z.object({
          vin: z.string().check(z.maxLength(40), z.meta({ description: 'Input voltage, e.g. "12 V".' })),
          vout: z.string().check(z.maxLength(40), z.meta({ description: 'Wanted output voltage, e.g. "3.3 V".' })),
          r1: z.string().check(z.maxLength(40), z.meta({ description: 'Upper resistor, e.g. "10 kΩ".' })),
        }),
      ),
    },
    ({ vin, vout, r1 }) =>
      user(
        `Call execute_calculation with capability_id "voltage-divider" and inputs {"Vin": "${vin}", "R1": "${r1}", "Vout": "${vout}"} to get R2. Then pick the nearest E24 value for R2 and call execute_calculation again with Vin, R1 and that R2 to get the output it really gives; report both and the error in percent.`,
      ),
  );
}
