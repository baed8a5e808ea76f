// The server's entry for MCP registries (server.json at the root), checked
// against the rules of the registry's server.json schema (2025-09-29, read from
// the registry's published schema): a reverse-DNS name with one slash, a
// description of at most 100 characters, a version that is no range, remotes
// with a transport type and URL; and the package's mcpName names the same server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_INFO } from '../../api/mcp/info.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const server = JSON.parse(readFileSync(path.join(ROOT, 'server.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

describe('server.json', () => {
  it('follows the registry schema’s rules', () => {
    expect(server.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    expect(server.name.length).toBeGreaterThanOrEqual(3);
    expect(server.description.length).toBeGreaterThanOrEqual(1);
    expect(server.description.length).toBeLessThanOrEqual(100);
    expect(server.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(server.remotes.length).toBeGreaterThan(0);
    for (const r of server.remotes) {
      expect(['streamable-http', 'sse']).toContain(r.type);
      expect(new URL(r.url).pathname).toBe('/mcp');
    }
    const known = new Set(['$schema', 'name', 'title', 'description', 'version', 'websiteUrl', 'repository', 'remotes', 'packages', 'icons', '_meta']);
    expect(Object.keys(server).filter((k) => !known.has(k))).toEqual([]);
  });

  it('names the server the package’s mcpName names, at the version it reports', () => {
    expect(pkg.mcpName).toBe(server.name);
    expect(server.version).toBe(SERVER_INFO.version);
  });
});
