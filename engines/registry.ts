// The service's registry, built once per process from the generated list of engine files.
import { engines } from './registry.generated.ts';
import { buildRegistry } from './derive/registry.ts';

export const registry = buildRegistry(engines);
