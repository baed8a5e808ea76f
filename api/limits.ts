// Per-IP limits of the spec (Limits section); each can be overridden by the environment.
const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

export const LIMITS = {
  /** POST /api/v1/calc/* per IP per minute (spec: about 60). */
  restPerMinute: num('RATE_LIMIT_REST_PER_MINUTE', 60),
  /** POST /mcp per IP per minute (spec: about 120). */
  mcpPerMinute: num('RATE_LIMIT_MCP_PER_MINUTE', 120),
  /** execute_calculation per IP per minute (spec: about 30). */
  executePerMinute: num('RATE_LIMIT_EXECUTE_PER_MINUTE', 30),
};
