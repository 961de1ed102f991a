export declare const SOLVER_WASM: string;
export declare function solverSources(root: string): string[];
export declare function solverWasmStale(root: string): boolean;
export declare function compileSolverWasm(root: string, options?: { log?: (text: string) => void }): Promise<string>;
