// The port the service answers on: PORT, or 4321 (the README's default). Its own module because the
// cluster primary needs it too and must not load the serving code (node.ts) to learn it.
export const servingPort = (): number => Number(process.env.PORT ?? 4321);
