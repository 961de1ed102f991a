// The WebAssembly module's functions as the bridge calls them (assembly/index.ts), written by
// hand so that tsc needs no build; test/solver/abi.test.ts checks them against the built
// module. Shared by the bridge (core.ts) and the search it runs (search.ts).
/** The module's functions (assembly/index.ts; it also exports every constant of assembly/abi.ts as a global). */
export interface SolverExports {
  memory: WebAssembly.Memory;
  inputPtr(): number;
  outputPtr(): number;
  loadPosition(): number;
  configure(bytes: number): number;
  start(flags: number): void;
  beginProbe(seed: number, noise: number): void;
  endProbe(): void;
  run(slice: number): number;
  nodeCount(): number;
  lineLength(): number;
  listMoves(reduce: number): number;
  orderedMoves(): number;
  play(code: number): number;
  unplay(code: number, undo: number): void;
  safeMoveCode(): number;
  reserveBoundHolds(): number;
  restrictionBoundHolds(): number;
  restrictionParent(): number;
  restrictionKept(code: number): number;
  restrictionWithParentThresholds(): number;
  openHitCount(): number;
  openClosedCount(): number;
}
