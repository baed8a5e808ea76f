// The sliding-window estimate, with the clock in our hands: admission, refusal,
// Retry-After and the reset as the previous window's weight fades.
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../api/rate-limit.ts';
import { secondsUntilRoom } from '../../api/window-counters.ts';

const minute = (n: number, s = 0) => (n * 60 + s) * 1000;

describe('sliding-window rate limiter (in process)', () => {
  it('admits 60 REST calls a minute, refuses the 61st with a Retry-After, and does not count refusals', async () => {
    const rl = (await createRateLimiter({}))!;
    const t0 = minute(1000, 10);
    for (let i = 0; i < 60; i++) expect((await rl.check('rest', '10.0.0.1', 1, t0)).allowed).toBe(true);
    const refused = await rl.check('rest', '10.0.0.1', 1, t0);
    expect(refused).toMatchObject({ allowed: false, limit: 60, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another address has its own window.
    expect((await rl.check('rest', '10.0.0.2', 1, t0)).allowed).toBe(true);
    // A burst at the start of the next minute is still limited by the weighted previous one:
    // 1 s in, 60 × 59/60 = 59 still count, so one more call fits and the next does not.
    expect((await rl.check('rest', '10.0.0.1', 1, minute(1001, 1))).allowed).toBe(true);
    expect((await rl.check('rest', '10.0.0.1', 1, minute(1001, 1))).allowed).toBe(false);
    // …and the window has room again once the previous minute has slid past.
    expect((await rl.check('rest', '10.0.0.1', 1, minute(1001, 59))).allowed).toBe(true);
    await rl.close();
  });

  it('keeps separate budgets for MCP requests and execute_calculation', async () => {
    const rl = (await createRateLimiter({}))!;
    const t = minute(2000, 5);
    for (let i = 0; i < 30; i++) expect((await rl.check('execute', '10.0.0.3', 1, t)).allowed).toBe(true);
    expect((await rl.check('execute', '10.0.0.3', 1, t)).allowed).toBe(false);
    expect((await rl.check('mcp', '10.0.0.3', 1, t)).limit).toBe(120);
    await rl.close();
  });

  it('is off with RATE_LIMIT_DISABLED=1', async () => {
    expect(await createRateLimiter({ RATE_LIMIT_DISABLED: '1' })).toBeNull();
  });

  it('computes when the window has room again', () => {
    // 60 counted in the previous minute, 0 now, 30 s in: estimate 30 → room now.
    expect(secondsUntilRoom(60, 0, 60, 30)).toBe(0);
    // Full current window at 10 s: wait for the next window plus until 60·(1 − t/60) + 1 ≤ 60.
    expect(secondsUntilRoom(0, 60, 60, 10)).toBeCloseTo(50 + 1, 6);
  });
});
