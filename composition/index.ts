// Where the conformance suite and the fake server meet (DESIGN §3): the embedded fake as a target
// of the suite, and `runConformance`, which checks a URL or that embedded fake. Neither area
// imports the other; the root index.ts, the CLI and the tests compose them through this door.
export { embeddedTarget, type EmbeddedTarget } from './embedded-target.ts';
export { runConformance, serveCommandOf, type ConformanceOptions, type ConformanceAllowances } from './run-conformance.ts';
