// Property-based tests run with a fixed seed, so CI is reproducible; set
// FC_SEED to explore other inputs locally.
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });

// Servers started inside a test process write no request log lines (the logger reads LOG_LEVEL when
// it is first imported); tests/http/ops.test.ts checks the log on a server of its own.
process.env.LOG_LEVEL ??= 'silent';
