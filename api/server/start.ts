// npm start: build when the sources changed since the last build, then serve.
import module from 'node:module';

module.enableCompileCache?.();
const { buildIsCurrent } = await import('./build-stamp.ts');
if (!buildIsCurrent()) {
  const { build } = await import('./build.ts');
  await build();
}
await import('./serve.ts');
