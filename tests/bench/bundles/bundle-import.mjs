// Child process of tests/bench/bundles/import-time.ts: imports one Lambda bundle, as Lambda's init phase
// does, and prints the import's wall-clock and CPU time (on a shared machine the former mostly measures
// waiting for a core).
import { pathToFileURL } from 'node:url';

const started = performance.now();
const cpu = process.cpuUsage();
await import(pathToFileURL(process.env.BENCH_BUNDLE).href);
const importMs = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ importMs, importCpuMs: (user + system) / 1000 }));
