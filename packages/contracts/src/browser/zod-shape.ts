/**
 * The browser's `zod` (issue 20: no zod in the browser bundle). The web build resolves `zod` to this
 * module, so the contracts' schemas are built from the same declarations with a few hundred bytes of
 * runtime instead of zod's 25 KB: the same construction API for the subset the contracts use, the
 * same output rules (defaults, transforms, pipes, coercion, trimming), and cheap checks of shape
 * (types, literals, enum members, object keys, arrays, tuples, records, unions) and of the common
 * refinements (int, min, max, length, positive, regex, ...). The server validates everything with
 * zod itself; the API and the tests keep the real zod. Types always come from zod (this module is a
 * build-time replacement; `zod-shape.test.ts` evaluates every contract with it and compares answers).
 *
 * Differences from zod, none visible to the app: unknown object keys are kept (the server's answers
 * carry none), values are copied only where a default or transform changes them, and an error's
 * issues carry `path`, `code` and `message` only.
 */

type PathKey = string | number;

/** One problem found in a value. */
export interface ShapeIssue {
  code: string;
  path: PathKey[];
  message: string;
}

type Run = (value: unknown, path: PathKey[], issues: ShapeIssue[]) => unknown;
/**
 * A schema's quick verdict, for the schemas whose output is their input (no default, transform or
 * coercion anywhere in them): true exactly when the schema's walk would find no issue. It keeps no
 * path and builds no issue, so a valid answer is checked in one plain pass; a value it refuses is
 * walked again for its issues, so the error is the same.
 */
type Test = (value: unknown) => boolean;
type Props = Record<string, unknown>;

/** The error `parse` throws and `safeParse` answers. */
export class ShapeError extends Error {
  readonly issues: ShapeIssue[];

  constructor(issues: ShapeIssue[]) {
    super(issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; '));
    this.name = 'ZodError';
    this.issues = issues;
  }
}

const issue = (issues: ShapeIssue[], path: PathKey[], code: string, message: string): void => {
  issues.push({ code, path: [...path], message });
};

const messageOf = (option: unknown, fallback: string): string =>
  typeof option === 'string' ? option : typeof option === 'object' && option !== null && typeof (option as { message?: unknown }).message === 'string' ? (option as { message: string }).message : fallback;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const sizeOf = (value: unknown): number => (typeof value === 'number' ? value : (value as { length: number }).length);

/** One schema: immutable, every method answers a new schema. */
export class ShapeSchema {
  /** @internal runs the schema: answers the output, pushes issues. */
  readonly _run: Run;
  /** @internal the quick verdict; absent when the schema may change its value. */
  readonly _test: Test | undefined;
  /** An enum's members, a union's options. */
  declare readonly options?: readonly unknown[];
  /** An object's schemas by key. */
  declare readonly shape?: Readonly<Record<string, ShapeSchema>>;

  constructor(run: Run, props: Props = {}, test?: Test) {
    this._run = run;
    this._test = test;
    Object.assign(this, props);
  }

  private props(): Props {
    const { _run: _ignoredRun, _test: _ignoredTest, ...props } = this as unknown as Props;
    return props;
  }

  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: ShapeError } {
    // A schema that never changes its value answers a valid one as it is; only a refused one is walked for its issues.
    if (this._test !== undefined && this._test(value)) return { success: true, data: value };
    const issues: ShapeIssue[] = [];
    const data = this._run(value, [], issues);
    return issues.length === 0 ? { success: true, data } : { success: false, error: new ShapeError(issues) };
  }

  parse(value: unknown): unknown {
    const result = this.safeParse(value);
    if (!result.success) throw result.error;
    return result.data;
  }

  /**
   * This schema, then `next` on its output when it found no issue. `nextTest` is `next`'s quick
   * verdict when `next` answers its value unchanged (a check); without it the result has none.
   */
  private then(next: Run, nextTest?: Test): ShapeSchema {
    const run = this._run;
    const test = this._test;
    return new ShapeSchema(
      (value, path, issues) => {
        const count = issues.length;
        const output = run(value, path, issues);
        return issues.length > count ? output : next(output, path, issues);
      },
      this.props(),
      test !== undefined && nextTest !== undefined ? (value) => test(value) && nextTest(value) : undefined,
    );
  }

  private check(ok: (value: never) => boolean, code: string, message: string): ShapeSchema {
    return this.then(
      (value, path, issues) => {
        if (!ok(value as never)) issue(issues, path, code, message);
        return value;
      },
      (value) => ok(value as never),
    );
  }

  private wrap(run: (inner: Run) => Run, test?: (inner: Test) => Test): ShapeSchema {
    return new ShapeSchema(run(this._run), this.props(), this._test !== undefined && test !== undefined ? test(this._test) : undefined);
  }

  optional(): ShapeSchema {
    return this.wrap(
      (inner) => (value, path, issues) => (value === undefined ? undefined : inner(value, path, issues)),
      (inner) => (value) => value === undefined || inner(value),
    );
  }

  nullable(): ShapeSchema {
    return this.wrap(
      (inner) => (value, path, issues) => (value === null ? null : inner(value, path, issues)),
      (inner) => (value) => value === null || inner(value),
    );
  }

  nullish(): ShapeSchema {
    return this.wrap(
      (inner) => (value, path, issues) => (value === null || value === undefined ? value : inner(value, path, issues)),
      (inner) => (value) => value === null || value === undefined || inner(value),
    );
  }

  default(fallback: unknown): ShapeSchema {
    return this.wrap((inner) => (value, path, issues) => (value === undefined ? (typeof fallback === 'function' ? (fallback as () => unknown)() : fallback) : inner(value, path, issues)));
  }

  transform(map: (value: never) => unknown): ShapeSchema {
    return this.then((value) => map(value as never));
  }

  pipe(next: ShapeSchema): ShapeSchema {
    return this.then(next._run, next._test);
  }

  refine(ok: (value: never) => unknown, option?: unknown): ShapeSchema {
    return this.check((value) => Boolean(ok(value)), 'custom', messageOf(option, 'Invalid input'));
  }

  superRefine(refine: (value: never, context: { addIssue(issue: { message?: string; path?: PathKey[]; code?: string }): void }) => void): ShapeSchema {
    return this.then(
      (value, path, issues) => {
        refine(value as never, {
          addIssue: (found) => issues.push({ code: found.code ?? 'custom', path: [...path, ...(found.path ?? [])], message: found.message ?? 'Invalid input' }),
        });
        return value;
      },
      (value) => {
        let clean = true;
        refine(value as never, {
          addIssue: () => {
            clean = false;
          },
        });
        return clean;
      },
    );
  }

  array(): ShapeSchema {
    return array(this);
  }

  or(other: ShapeSchema): ShapeSchema {
    return union([this, other]);
  }

  describe(): ShapeSchema {
    return this;
  }

  meta(): ShapeSchema {
    return this;
  }

  int(option?: unknown): ShapeSchema {
    return this.check((value: number) => Number.isSafeInteger(value), 'invalid_type', messageOf(option, 'expected an integer'));
  }

  finite(option?: unknown): ShapeSchema {
    return this.check((value: number) => Number.isFinite(value), 'invalid_type', messageOf(option, 'expected a finite number'));
  }

  positive(option?: unknown): ShapeSchema {
    return this.check((value: number) => value > 0, 'too_small', messageOf(option, 'expected a positive number'));
  }

  nonnegative(option?: unknown): ShapeSchema {
    return this.check((value: number) => value >= 0, 'too_small', messageOf(option, 'expected a number not below zero'));
  }

  min(limit: number, option?: unknown): ShapeSchema {
    return this.check((value) => sizeOf(value) >= limit, 'too_small', messageOf(option, `expected at least ${limit}`));
  }

  gte(limit: number, option?: unknown): ShapeSchema {
    return this.min(limit, option);
  }

  max(limit: number, option?: unknown): ShapeSchema {
    return this.check((value) => sizeOf(value) <= limit, 'too_big', messageOf(option, `expected at most ${limit}`));
  }

  lte(limit: number, option?: unknown): ShapeSchema {
    return this.max(limit, option);
  }

  length(size: number, option?: unknown): ShapeSchema {
    return this.check((value: string) => value.length === size, 'invalid_length', messageOf(option, `expected a length of ${size}`));
  }

  nonempty(option?: unknown): ShapeSchema {
    return this.min(1, option);
  }

  regex(pattern: RegExp, option?: unknown): ShapeSchema {
    return this.check((value: string) => {
      pattern.lastIndex = 0;
      return pattern.test(value);
    }, 'invalid_format', messageOf(option, `expected to match ${String(pattern)}`));
  }

  startsWith(prefix: string, option?: unknown): ShapeSchema {
    return this.check((value: string) => value.startsWith(prefix), 'invalid_format', messageOf(option, `expected to start with ${prefix}`));
  }

  endsWith(suffix: string, option?: unknown): ShapeSchema {
    return this.check((value: string) => value.endsWith(suffix), 'invalid_format', messageOf(option, `expected to end with ${suffix}`));
  }

  email(option?: unknown): ShapeSchema {
    return this.regex(EMAIL, messageOf(option, 'expected an e-mail address'));
  }

  trim(): ShapeSchema {
    return this.transform((value: string) => value.trim());
  }

  toLowerCase(): ShapeSchema {
    return this.transform((value: string) => value.toLowerCase());
  }

  toUpperCase(): ShapeSchema {
    return this.transform((value: string) => value.toUpperCase());
  }
}

/** A plain e-mail shape (the server applies zod's own rule). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const typed = (name: string, ok: (value: unknown) => boolean, coerce?: (value: unknown) => unknown): ShapeSchema =>
  new ShapeSchema(
    (value, path, issues) => {
      const candidate = coerce ? coerce(value) : value;
      if (!ok(candidate)) issue(issues, path, 'invalid_type', `expected ${name}`);
      return candidate;
    },
    {},
    coerce ? undefined : ok,
  );

const isString = (value: unknown): boolean => typeof value === 'string';
// zod's number refuses NaN and the infinities.
const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

const string = (): ShapeSchema => typed('string', isString);
const number = (): ShapeSchema => typed('number', isNumber);
const boolean = (): ShapeSchema => typed('boolean', isBoolean);
const unknown = (): ShapeSchema => new ShapeSchema((value) => value, {}, () => true);

function literal(expected: unknown): ShapeSchema {
  return new ShapeSchema(
    (value, path, issues) => {
      if (value !== expected) issue(issues, path, 'invalid_value', `expected ${JSON.stringify(expected)}`);
      return value;
    },
    { value: expected },
    (value) => value === expected,
  );
}

function enumOf(values: readonly string[]): ShapeSchema {
  const members = new Set(values);
  return new ShapeSchema(
    (value, path, issues) => {
      if (!members.has(value as string)) issue(issues, path, 'invalid_value', `expected one of ${values.join(', ')}`);
      return value;
    },
    { options: [...values], enum: Object.fromEntries(values.map((value) => [value, value])) },
    (value) => members.has(value as string),
  );
}

/** Runs `item` on each entry; the array is copied only when an entry's output differs. */
function array(item: ShapeSchema): ShapeSchema {
  const itemTest = item._test;
  return new ShapeSchema(
    (value, path, issues) => {
      if (!Array.isArray(value)) {
        issue(issues, path, 'invalid_type', 'expected array');
        return value;
      }
      return runItems(value, () => item, path, issues);
    },
    { element: item },
    itemTest === undefined ? undefined : (value) => Array.isArray(value) && everyItem(value, itemTest),
  );
}

function everyItem(value: readonly unknown[], test: Test): boolean {
  for (let index = 0; index < value.length; index += 1) if (!test(value[index])) return false;
  return true;
}

/** The quick verdicts of `schemas`, or undefined when one of them has none. */
function testsOf(schemas: readonly ShapeSchema[]): Test[] | undefined {
  const tests: Test[] = [];
  for (const schema of schemas) {
    if (schema._test === undefined) return undefined;
    tests.push(schema._test);
  }
  return tests;
}

function tuple(items: readonly ShapeSchema[]): ShapeSchema {
  const tests = testsOf(items);
  return new ShapeSchema(
    (value, path, issues) => {
      if (!Array.isArray(value) || value.length !== items.length) {
        issue(issues, path, 'invalid_type', `expected a tuple of ${items.length}`);
        return value;
      }
      return runItems(value, (index) => items[index] as ShapeSchema, path, issues);
    },
    {},
    tests === undefined
      ? undefined
      : (value) => {
          if (!Array.isArray(value) || value.length !== tests.length) return false;
          for (let index = 0; index < tests.length; index += 1) if (!(tests[index] as Test)(value[index])) return false;
          return true;
        },
  );
}

/** Runs each item of an array through its schema; the array is copied only when an item's output differs from it. */
function runItems(value: unknown[], schemaAt: (index: number) => ShapeSchema, path: PathKey[], issues: ShapeIssue[]): unknown[] {
  let output = value;
  for (let index = 0; index < value.length; index += 1) {
    path.push(index);
    const entry: unknown = value[index];
    const result = schemaAt(index)._run(entry, path, issues);
    path.pop();
    if (result !== entry) {
      if (output === value) output = [...value];
      output[index] = result;
    }
  }
  return output;
}

type Shape = Record<string, ShapeSchema>;

/** An object of known keys; the object is copied only when a key's output differs (a default filled in, a transform). */
function object(shape: Shape, strict = false): ShapeSchema {
  const keys = Object.keys(shape);
  const tests = testsOf(keys.map((key) => shape[key] as ShapeSchema));
  return new ShapeSchema(
    (value, path, issues) => {
      if (!isRecord(value)) {
        issue(issues, path, 'invalid_type', 'expected object');
        return value;
      }
      let output: Record<string, unknown> = value;
      for (const key of keys) {
        path.push(key);
        const entry = value[key];
        const result = (shape[key] as ShapeSchema)._run(entry, path, issues);
        path.pop();
        if (result !== entry || (result !== undefined && !(key in value))) {
          if (output === value) output = { ...value };
          output[key] = result;
        }
      }
      if (strict) for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key)) issue(issues, [...path, key], 'unrecognized_keys', `unexpected key ${key}`);
      return output;
    },
    {
      shape,
      extend: (more: Shape) => object({ ...shape, ...more }, strict),
      partial: () => object(Object.fromEntries(keys.map((key) => [key, (shape[key] as ShapeSchema).optional()])), strict),
      pick: (chosen: Record<string, true>) => object(Object.fromEntries(keys.filter((key) => chosen[key]).map((key) => [key, shape[key] as ShapeSchema])), strict),
      omit: (left: Record<string, true>) => object(Object.fromEntries(keys.filter((key) => !left[key]).map((key) => [key, shape[key] as ShapeSchema])), strict),
      strict: () => object(shape, true),
      keyof: () => enumOf(keys),
    },
    tests === undefined
      ? undefined
      : (value) => {
          if (!isRecord(value)) return false;
          for (let index = 0; index < keys.length; index += 1) if (!(tests[index] as Test)(value[keys[index] as string])) return false;
          if (strict) for (const key of Object.keys(value)) if (!Object.hasOwn(shape, key)) return false;
          return true;
        },
  );
}

function record(keySchema: ShapeSchema, valueSchema: ShapeSchema): ShapeSchema {
  const keyTest = keySchema._test;
  const valueTest = valueSchema._test;
  return new ShapeSchema(
    (value, path, issues) => {
      if (!isRecord(value)) {
        issue(issues, path, 'invalid_type', 'expected record');
        return value;
      }
      let output: Record<string, unknown> = value;
      for (const key of Object.keys(value)) {
        path.push(key);
        keySchema._run(key, path, issues);
        const entry = value[key];
        const result = valueSchema._run(entry, path, issues);
        path.pop();
        if (result !== entry) {
          if (output === value) output = { ...value };
          output[key] = result;
        }
      }
      return output;
    },
    {},
    keyTest === undefined || valueTest === undefined
      ? undefined
      : (value) => {
          if (!isRecord(value)) return false;
          for (const key of Object.keys(value)) if (!keyTest(key) || !valueTest(value[key])) return false;
          return true;
        },
  );
}

/** The first option that takes the value without an issue answers. */
function union(options: readonly ShapeSchema[]): ShapeSchema {
  const tests = testsOf(options);
  return new ShapeSchema(
    (value, path, issues) => {
      for (const option of options) {
        const found: ShapeIssue[] = [];
        const output = option._run(value, path, found);
        if (found.length === 0) return output;
      }
      issue(issues, path, 'invalid_union', 'no option of the union matches');
      return value;
    },
    { options: [...options] },
    tests === undefined
      ? undefined
      : (value) => {
          for (const test of tests) if (test(value)) return true;
          return false;
        },
  );
}

const discriminatedUnion = (_key: string, options: readonly ShapeSchema[]): ShapeSchema => union(options);

/** The `z` namespace of the contracts' schemas. */
export const z = {
  string,
  number,
  boolean,
  unknown,
  any: unknown,
  literal,
  enum: enumOf,
  object,
  strictObject: (shape: Shape) => object(shape, true),
  array,
  tuple,
  record,
  union,
  discriminatedUnion,
  email: (option?: unknown) => string().email(option),
  coerce: {
    string: () => typed('string', isString, (value) => String(value)),
    number: () => typed('number', isNumber, (value) => Number(value)),
    boolean: () => typed('boolean', isBoolean, (value) => Boolean(value)),
  },
  ZodError: ShapeError,
};

export { ShapeError as ZodError };
export default z;
