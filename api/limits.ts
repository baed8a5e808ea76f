// Every limit the service enforces, in one place; each can be set by the
// environment (README and SECURITY.md list them). Request-rate limits are per
// client IP over a sliding window.
const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

export const LIMITS = {
  /** POST /api/v1/calc/* per IP per minute (spec: about 60). */
  restPerMinute: num('RATE_LIMIT_REST_PER_MINUTE', 60),
  /** JSON-RPC messages to POST /mcp per IP per minute, each message of a batch counted (spec: about 120). */
  mcpPerMinute: num('RATE_LIMIT_MCP_PER_MINUTE', 120),
  /** execute_calculation per IP per minute (spec: about 30). */
  executePerMinute: num('RATE_LIMIT_EXECUTE_PER_MINUTE', 30),
  /** Pages the server computes (calculator URLs with inputs, snapshots at /s/ and /api/v1/share/) per IP per minute. */
  pagesPerMinute: num('RATE_LIMIT_PAGES_PER_MINUTE', 120),
  /** POST /api/v1/commerce/compute per IP per minute. */
  paidPerMinute: num('RATE_LIMIT_PAID_PER_MINUTE', 30),
  /** Snapshots created (POST /api/v1/share) per IP per hour: the write quota. */
  sharePerHour: num('RATE_LIMIT_SHARE_PER_HOUR', 60),
  /** Largest snapshot kept, in bytes of its JSON (inputs and the frozen result). */
  snapshotMaxBytes: num('SNAPSHOT_MAX_BYTES', 32 * 1024),
  /** Milliseconds of computation one request may use (the calls of an MCP batch together); calls past it are refused. */
  requestComputeMs: num('REQUEST_COMPUTE_MS', 50),
  /** Milliseconds of computation one solve or sweep may use (REST, MCP, library and CLI alike); past it the operation stops with COMPUTE_BUDGET_EXCEEDED. */
  solveComputeMs: num('SOLVE_COMPUTE_MS', 250),
  /** JSON-RPC messages in one MCP batch. */
  mcpBatchMessages: num('MCP_MAX_BATCH', 20),
  /** Bytes of one MCP response (a batch of large searches is refused past it). */
  mcpResponseBytes: num('MCP_MAX_RESPONSE_BYTES', 1024 * 1024),
  /** Clients each per-client limit tracks per window in one instance (without RATE_LIMIT_STORE); past it, new clients share one budget. */
  rateLimitMaxClients: num('RATE_LIMIT_MAX_CLIENTS', 20_000),
  /** Open MCP subscriptions/listen streams per client and per instance (an eighth kept for clients holding none), and how long one lives. */
  mcpListenStreamsPerIp: num('MCP_LISTEN_STREAMS_PER_IP', 4),
  mcpListenStreams: num('MCP_LISTEN_STREAMS', 256),
  mcpListenSeconds: num('MCP_LISTEN_SECONDS', 300),
};
