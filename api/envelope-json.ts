// The REST writer of calculation envelopes: the same JSON as
// JSON.parse(JSON.stringify(env)) gives back, ASCII-only (engines/derive/ascii-json.ts),
// and faster: the parts that are the same for every answer of a tool (its
// declared formula and assumptions, verification, links) are serialised once,
// and the result once for both `result` and `result_detail.value`.
import type { Envelope } from '../engines/core/run.ts';
import { toAsciiJson as j } from '../engines/derive/ascii-json.ts';

export function envelopeJson(env: Envelope): string {
  const result = env.result === undefined ? 'null' : j(env.result);
  const d = env.result_detail;
  const detail = d.value === env.result ? `{"value":${result},"unit":${j(d.unit)},"formatted":${j(d.formatted)}}` : j(d);
  // id, engine, capability, versions and page come from the registry: ASCII by construction (tests check it).
  let out =
    `{"id":${JSON.stringify(env.id)},"tool":${JSON.stringify(env.tool)},"engine":${JSON.stringify(env.engine)},"capability_id":${JSON.stringify(env.capability_id)}` +
    `,"status":"${env.status}","inputs":${j(env.inputs)},"result":${result},"result_detail":${detail}` +
    `,"formula":${stable(env.formula)},"assumptions":${stable(env.assumptions)},"warnings":${env.warnings.length ? j(env.warnings) : '[]'}` +
    `,"verification":${stable(env.verification)},"calculation_version":${JSON.stringify(env.calculation_version)},"spec_version":${JSON.stringify(env.spec_version)}` +
    `,"api_version":"${env.api_version}","api_contract_version":"${env.api_contract_version}","page":${JSON.stringify(env.page)},"links":${stable(env.links)}`;
  for (const k of ['derived', 'code', 'field', 'detail', 'suggestion'] as const) if (env[k] !== undefined) out += `,"${k}":${j(env[k])}`;
  return `${out}}`;
}

/** Declaration-owned objects never change, so their JSON is kept by identity. */
const stableJson = new WeakMap<object, string>();
function stable(v: object | null): string {
  if (v === null) return 'null';
  let s = stableJson.get(v);
  if (s === undefined) stableJson.set(v, (s = j(v)));
  return s;
}
