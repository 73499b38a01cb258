/**
 * Plain data (objects, arrays, strings, numbers, booleans, null) printed as a JavaScript literal the
 * way a person writes a machine config: bare keys where they are identifiers, single quotes, short
 * lists of scalars on one line.
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const INLINE_WIDTH = 80;

export function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

export function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key);
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  throw new Error(`not plain data: ${String(value)}`);
}

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

export function toSource(value: unknown, indent = ''): string {
  if (isScalar(value)) return scalar(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const oneLine = `[${value.map((item) => (isScalar(item) ? scalar(item) : '\n')).join(', ')}]`;
    if (value.every(isScalar) && oneLine.length <= INLINE_WIDTH) return oneLine;
    return `[\n${value.map((item) => `${inner}${toSource(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${propertyKey(key)}: ${toSource(item, inner)},`).join('\n')}\n${indent}}`;
}
