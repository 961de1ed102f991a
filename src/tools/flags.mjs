// Flags for the `plot` command and the scripts, over node:util's parseArgs. parseArgs
// splits the arguments into tokens; the refusals are worded here, because its own
// messages run to several lines and speak of its API ("To specify an option argument
// starting with a dash use ..."), while a refusal here is one short line naming the flag.
import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/**
 * Flags in parseArgs's own form: `{ deal: { type: 'string' }, verbose: { type: 'boolean' } }`.
 * @typedef {Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>} FlagOptions
 */

/**
 * The flags given: the text of a string flag, `true` for a boolean one; absent when not given.
 * @template {FlagOptions} T
 * @typedef {{ [K in keyof T]?: T[K]['type'] extends 'boolean' ? true : string }} FlagValues
 */

/** Bad flags or numbers: the message is one short line, fit to show as it is. */
export class FlagError extends Error {
  /** @override */
  name = 'FlagError';
}

/**
 * At most `max` characters of what the user typed, for error messages (first part + "…").
 * @param {string} text
 */
export function shorten(text, max = 40) {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/**
 * Reads `--name value`, `--name=value` and boolean `--name`; everything else is positional,
 * a lone `--` ends the flags. An argument with a single dash is positional too (no flag is
 * one letter, and `plot deal -3` should hear about the number, not about a flag `-3`).
 * Throws FlagError on an unknown flag, a missing value, a repeated flag, a value given to a
 * boolean flag, or more than `maxPositionals` positionals.
 * @template {FlagOptions} T
 * @param {readonly string[]} argv
 * @param {T} options
 * @param {number} [maxPositionals]
 * @returns {{ flags: FlagValues<T>, positionals: string[] }}
 */
export function parseFlags(argv, options, maxPositionals = 0) {
  // Not strict: strict mode throws parseArgs's own messages. The tokens carry all that a
  // refusal names: the flag as typed, its value, and whether the value was inline (`--a=v`).
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  /** @type {Record<string, true | string>} */
  const flags = {};
  /** @type {string[]} */
  const positionals = [];
  let singleDash = -1;
  for (const t of tokens) {
    if (t.kind === 'positional') positionals.push(t.value);
    if (t.kind !== 'option') continue;
    const raw = argv[t.index];
    if (!raw.startsWith('--')) {
      // parseArgs splits `-abc` into three tokens of one index: keep the argument once
      if (t.index !== singleDash) positionals.push(raw);
      if (t.inlineValue === false) positionals.push(t.value);
      singleDash = t.index;
      continue;
    }
    const name = t.name;
    if (!Object.hasOwn(options, name)) throw new FlagError(`unknown flag --${shorten(name)}`);
    if (Object.hasOwn(flags, name)) throw new FlagError(`--${name} is given twice`);
    if (options[name].type === 'boolean') {
      if (t.inlineValue) throw new FlagError(`--${name} takes no value`);
      flags[name] = true;
    } else {
      // `--deal-number --moves x`: the next flag is not a value (`--moves=--x` would be)
      if (t.value === undefined || (!t.inlineValue && t.value.startsWith('--'))) throw new FlagError(`--${name} needs a value`);
      flags[name] = t.value;
    }
  }
  if (positionals.length > maxPositionals) {
    throw new FlagError(`unexpected argument "${shorten(positionals[maxPositionals])}"`);
  }
  // Each name was checked against `options` above, and only a boolean flag was given `true`:
  // what FlagValues<T> says, which a Record built up name by name cannot show by itself.
  return { flags: /** @type {FlagValues<T>} */ (flags), positionals };
}

/**
 * Every number a flag takes: unsigned decimal digits, optionally with a fraction and an
 * exponent (`1e6`, `2.5e6`, `1.0`), which must denote a whole number (`1.5` and `1e-3`
 * do not). No sign, no hex, no digit separators, no spaces around it.
 */
const NUMBER_SYNTAX = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:e[+-]?[0-9]+)?$/i;

/**
 * Does `text` (of NUMBER_SYNTAX) denote a whole number exactly? Number() rounds to the
 * nearest double, so it reads `0.99999999999999999` as 1: the digits are looked at instead.
 * Whole means every digit the exponent leaves after the point is 0.
 * @param {string} text
 */
function denotesWhole(text) {
  const [mantissa, exponent = '0'] = text.toLowerCase().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  const after = fraction.length - Number(exponent); // digits right of the point
  return after <= 0 || digits === '' || /^0*$/.test(digits.slice(Math.max(0, digits.length - after)));
}

/**
 * `text` as a whole number from min to max, or FlagError naming `what` and the range.
 * @param {string} text
 * @param {string} what
 * @param {number} min
 * @param {number} max
 */
export function wholeNumber(text, what, min, max) {
  const n = NUMBER_SYNTAX.test(text) && denotesWhole(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new FlagError(`${what} "${shorten(text)}" is not a whole number from ${min} to ${max}`);
  }
  return n;
}

/**
 * A script's flags, declared by their defaults: a number is a count (`--deals N`, a whole
 * number of at least 1), a boolean a switch (`--sizes`), a string a file name taken as typed
 * (`--study FILE`). Returns every flag, defaults
 * filled in. On bad input prints `NAME: what is wrong` and the usage line, and exits 2:
 * a mistyped flag must not run a long benchmark with the defaults.
 * @template {Record<string, number | boolean | string>} T
 * @param {string} name
 * @param {T} defaults
 * @param {readonly string[]} [argv]
 * @returns {T}
 */
export function scriptFlags(name, defaults, argv = process.argv.slice(2)) {
  const options = Object.fromEntries(
    Object.entries(defaults).map(/** @returns {[string, { type: 'boolean' | 'string' }]} */ ([k, v]) => [k, { type: typeof v === 'boolean' ? 'boolean' : 'string' }]),
  );
  try {
    const { flags } = parseFlags(argv, options);
    const counts = Object.entries(flags).map(([k, v]) => [k, typeof v !== 'string' || typeof defaults[k] === 'string' ? v : wholeNumber(v, `--${k}`, 1, Number.MAX_SAFE_INTEGER)]);
    return { ...defaults, ...Object.fromEntries(counts) };
  } catch (e) {
    if (!(e instanceof FlagError)) throw e;
    const usage = Object.entries(defaults).map(([k, v]) => ` [--${k}${typeof v === 'boolean' ? '' : typeof v === 'string' ? ' FILE' : ' N'}]`).join('');
    process.stderr.write(`${name}: ${e.message}\nusage: node scripts/${name}.mjs${usage}\n`);
    process.exit(2);
  }
}

/**
 * True when the module at `url` is the script node was asked to run (not when imported), through symlinks too.
 * @param {string} url
 */
export function isEntryPoint(url) {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === url;
  } catch {
    return false;
  }
}
