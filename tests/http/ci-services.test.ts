// CI never skips silently (issue 20, part 7): with CI=true a missing Chromium,
// Redis or PostgreSQL fails the run; elsewhere the tests that need it skip,
// saying why. Checked on the helper every suite asks (tests/helpers/services.ts),
// with a port nothing listens on standing in for a missing service.
import { afterEach, describe, expect, it, vi } from 'vitest';

const withCi = async (ci: string | undefined) => {
  vi.resetModules();
  if (ci === undefined) delete process.env.CI;
  else process.env.CI = ci;
  return import('../helpers/services.ts');
};
const saved = process.env.CI;
afterEach(() => {
  if (saved === undefined) delete process.env.CI;
  else process.env.CI = saved;
  vi.restoreAllMocks();
});

describe('a missing service', () => {
  it('fails the run under CI=true', async () => {
    const s = await withCi('true');
    expect(s.IN_CI).toBe(true);
    expect(() => s.available('Chromium at /nowhere', false, 'apt-get install chromium')).toThrow(/Chromium at \/nowhere is missing.*CI=true/);
    await expect(s.needRedis('redis://127.0.0.1:1')).rejects.toThrow(/Redis at redis:\/\/127.0.0.1:1 is missing/);
    expect(s.available('Chromium', true, '')).toBe(true);
  });

  it('skips, saying why, outside CI', async () => {
    const s = await withCi(undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(s.available('Chromium at /nowhere', false, 'apt-get install chromium')).toBe(false);
    expect(await s.needRedis('redis://127.0.0.1:1')).toBe(false);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^\[skip\] Chromium at \/nowhere is missing/), expect.stringMatching(/^\[skip\] Redis/)]);
    expect((await withCi('false')).IN_CI).toBe(false);
  });

  it('is found when it is there: the port check tells a listening port from a closed one', async () => {
    const s = await withCi(undefined);
    const net = await import('node:net');
    const server = net.createServer((c) => c.end()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    expect(await s.reachable(port)).toBe(true);
    server.close();
    await new Promise((r) => server.once('close', r));
    expect(await s.reachable(port)).toBe(false);
  });
});
