import type { BuildOptions } from 'esbuild';
export declare const POPUP_BUNDLE_OPTIONS: BuildOptions;
export declare const CLASSIC_SCRIPT_OPTIONS: BuildOptions;
export declare const CLI_BUNDLE_OPTIONS: BuildOptions;
export declare const NODE_LIBRARY_OPTIONS: BuildOptions;
