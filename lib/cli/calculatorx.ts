#!/usr/bin/env node
// `npx calculatorx …` in this repository: the CLI over the service's registry,
// run from source by Node 24 (the package ships the compiled bin, lib/build.ts).
import { readFileSync } from 'node:fs';
import { devLibrary } from '../dev.ts';
import { runCli } from './main.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
process.exitCode = await runCli(process.argv.slice(2), devLibrary, { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }, version);
