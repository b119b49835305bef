/**
 * Compares a recorded response of the real service with the emulator's, key by key: every key of the
 * recording must be in the emulator's answer with the same JSON type. A `null` in the recording accepts any
 * value (the recording does not say the type). Arrays are compared element by element through one
 * representative per kind (objects grouped by their `type` field): the keys every recorded element of that
 * kind has, against every emulator element of the same kind. Kinds the emulator did not answer are not
 * compared (they depend on the data), so the tests make sure the interesting kinds are there.
 */

export type JsonType = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean';

export const typeOf = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : (typeof value as 'object' | 'string' | 'number' | 'boolean');

/** Paths look like `messages[].attachments[image].image.url`; `[kind]` names the element kind. */
export interface Omission {
  path: string | RegExp;
  reason: string;
  /** The key must be there, but may be null (a documented nullable field the recording happens to fill). */
  nullable?: boolean;
}

export function compareShapes(
  recorded: unknown,
  emulated: unknown,
  omissions: readonly Omission[] = [],
  path = '',
): string[] {
  const matches = (o: Omission, p: string) => (typeof o.path === 'string' ? o.path === p : o.path.test(p));
  const omitted = (p: string) => omissions.some((o) => !o.nullable && matches(o, p));
  if (omitted(path)) return [];
  const expected = typeOf(recorded);
  if (expected === 'null') return [];
  const actual = typeOf(emulated);
  if (actual === 'null' && omissions.some((o) => o.nullable && matches(o, path))) return [];
  if (expected !== actual) return [`${path || '(root)'}: recorded ${expected}, emulator ${actual}`];
  if (expected === 'object') {
    const problems: string[] = [];
    const emulatedObject = emulated as Record<string, unknown>;
    for (const [key, value] of Object.entries(recorded as Record<string, unknown>)) {
      const child = path ? `${path}.${key}` : key;
      if (omitted(child)) continue;
      if (!(key in emulatedObject)) problems.push(`${child}: missing`);
      else problems.push(...compareShapes(value, emulatedObject[key], omissions, child));
    }
    return problems;
  }
  if (expected === 'array') {
    const problems: string[] = [];
    const representatives = representativesOf(recorded as unknown[]);
    for (const item of emulated as unknown[]) {
      const kind = kindOf(item);
      const representative = representatives.get(kind);
      if (representative === undefined) continue;
      problems.push(...compareShapes(representative, item, omissions, `${path}[${kind}]`));
    }
    return [...new Set(problems)];
  }
  return [];
}

/** Objects by their `type` field, anything else as `*`. */
export function kindOf(item: unknown): string {
  if (typeOf(item) === 'object') {
    const type = (item as Record<string, unknown>).type;
    if (typeof type === 'string') return type;
  }
  return '*';
}

/** Kinds present in an array (to check that the emulator answered the kinds worth comparing). */
export const kindsOf = (items: unknown[]) => new Set(items.map(kindOf));

/** For each kind, the merge of its recorded elements (see `merge`). */
function representativesOf(items: unknown[]): Map<string, unknown> {
  const byKind = new Map<string, unknown[]>();
  for (const item of items) byKind.set(kindOf(item), [...(byKind.get(kindOf(item)) ?? []), item]);
  return new Map([...byKind].map(([kind, group]) => [kind, merge(group)]));
}

/**
 * One value standing for several recorded ones: for objects, the keys all of them have (merged in turn);
 * for arrays, all their elements; else the first non-null value.
 */
function merge(values: unknown[]): unknown {
  const present = values.filter((v) => v !== null);
  if (present.length === 0) return null;
  if (present.every((v) => typeOf(v) === 'array')) return (present as unknown[][]).flat();
  if (present.every((v) => typeOf(v) === 'object')) {
    const objects = present as Record<string, unknown>[];
    const keys = Object.keys(objects[0] ?? {}).filter((key) =>
      (values as (Record<string, unknown> | null)[]).every((o) => o === null || key in o),
    );
    return Object.fromEntries(keys.map((key) => [key, merge(objects.map((o) => o[key]))]));
  }
  return present[0];
}
