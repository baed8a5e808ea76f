// DNS-rebinding protection for /mcp with the SDK's own Host and Origin
// validators. A server listening on loopback accepts only loopback names;
// deployments behind a public name list theirs in ALLOWED_HOSTS
// (comma-separated host names). A server bound to a public address without
// ALLOWED_HOSTS accepts any Host, since it cannot know its public names.
import { localhostAllowedHostnames, validateHostHeader, validateOriginHeader } from '@modelcontextprotocol/server';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

let cached: { key: string; names: string[] | null } | undefined;

/** Host names accepted for this process's ALLOWED_HOSTS and HOST (computed once per setting). */
function allowedHostnames(env = process.env): string[] | null {
  const key = `${env.ALLOWED_HOSTS ?? ''}|${env.HOST ?? ''}`;
  if (cached?.key !== key) cached = { key, names: computeAllowed(env) };
  return cached.names;
}

function computeAllowed(env: NodeJS.ProcessEnv): string[] | null {
  const extra = (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  if (extra.length) return [...localhostAllowedHostnames(), ...extra];
  return LOOPBACK.has((env.HOST ?? '127.0.0.1').toLowerCase()) ? localhostAllowedHostnames() : null;
}

/** Why a request is refused, or null when Host and Origin are acceptable. */
export function rebindingRejection(host: string | undefined, origin: string | undefined): string | null {
  const allowed = allowedHostnames();
  if (!allowed) return null;
  const h = validateHostHeader(host, allowed);
  if (!h.ok) return h.message;
  const o = validateOriginHeader(origin, allowed);
  return o.ok ? null : o.message;
}
