export declare class FlagError extends Error {}
export declare function shorten(text: string, max?: number): string;
/** Flags in parseArgs's own form: `{ deal: { type: 'string' }, verbose: { type: 'boolean' } }`. */
export type FlagOptions = Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>;
/** The flags given: the text of a string flag, `true` for a boolean one; absent when not given. */
export type FlagValues<T extends FlagOptions> = { [K in keyof T]?: T[K]['type'] extends 'boolean' ? true : string };
export declare function parseFlags<T extends FlagOptions>(
  argv: readonly string[], options: T, maxPositionals?: number,
): { flags: FlagValues<T>; positionals: string[] };
export declare function wholeNumber(text: string, what: string, min: number, max: number): number;
export declare function scriptFlags<T extends Record<string, number | boolean | string>>(name: string, defaults: T, argv?: readonly string[]): T;
export declare function isEntryPoint(url: string): boolean;
