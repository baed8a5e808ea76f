// Who the MCP server says it is, and what it offers: shared by the protocol
// handshake, GET /mcp and /.well-known/mcp-compatibility.json.
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';

export const SERVER_INFO = { name: 'calculatorx', title: 'CalculatorX deterministic calculators', version: '0.1.0' };
/** The stateless 2026-07-28 protocol, then every version the legacy path negotiates in `initialize` (the SDK's list). */
export const MODERN_PROTOCOL_VERSION = '2026-07-28';
export const LEGACY_PROTOCOL_VERSIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v !== MODERN_PROTOCOL_VERSION);
export const PROTOCOL_VERSIONS: readonly string[] = [MODERN_PROTOCOL_VERSION, ...LEGACY_PROTOCOL_VERSIONS];
export const TOOL_NAMES = ['search_capabilities', 'inspect_capability', 'execute_calculation', 'solve_calculation', 'sweep_calculation', 'compute_paid'] as const;
/** Internal header on the request handed to the SDK: the service's origin as this client reached it. */
export const ORIGIN_HEADER = 'x-calculatorx-origin';
