// The MCP request every bench measures: execute_calculation of the voltage divider
// over 2026-07-28 with the protocol headers (as the spec's header-only form).
export const MCP_EXECUTE_BODY = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'execute_calculation', arguments: { capability_id: 'electrical.voltage_divider', inputs: { Vin: 12, R1: 1000, R2: 1000 } } },
});

export const MCP_EXECUTE_HEADERS = {
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/call',
  'mcp-name': 'execute_calculation',
};
