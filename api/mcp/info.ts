// Who the MCP server says it is, and what it offers: shared by the protocol
// handshake, GET /mcp and /.well-known/mcp-compatibility.json.
export const SERVER_INFO = { name: 'calculatorx', title: 'CalculatorX deterministic calculators', version: '0.1.0' };
export const PROTOCOL_VERSIONS = ['2026-07-28', '2024-11-05'] as const;
export const TOOL_NAMES = ['search_capabilities', 'inspect_capability', 'execute_calculation', 'compute_paid'] as const;
