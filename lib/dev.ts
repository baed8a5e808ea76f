// The library over the service's registry, for this repository: the CLI run
// from source (`npx calculatorx` here) and the unit tests. The package build
// ships the same library with the catalog as data and one lazily imported
// module per tool (lib/build.ts).
import { registry } from '../engines/registry.ts';
import { searchIndexOf } from '../engines/derive/search.ts';
import type { ResolvedTool } from '../engines/derive/tools.ts';
import { libraryData } from './catalog.ts';
import { createLibrary, type Library, type ToolModule } from './library.ts';
import { calculator, describer, inputSchemaOf, outputSchemaOf, solver, sweeper } from './tool.ts';

export function toolModule(resolved: ResolvedTool): ToolModule {
  const tool = { id: resolved.id, resolved };
  return { id: resolved.id, calculate: calculator(tool), solve: solver(tool), sweep: sweeper(tool), inputSchema: inputSchemaOf(tool), outputSchema: outputSchemaOf(tool), describe: describer(tool) };
}

export const devLibrary: Library<Record<string, ToolModule>> = createLibrary(
  libraryData(registry),
  Object.fromEntries([...registry.tools].map(([id, t]) => [id, async () => toolModule(t)])),
  async () => searchIndexOf(registry),
);
