import type { RestFieldError } from './failure.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v : undefined;

/** A field path as a dot path: `['seasonPrice', 0, 'price']` → `seasonPrice.0.price`. */
function pathOf(v: unknown): string | undefined {
  if (Array.isArray(v)) {
    const parts = v.filter((p) => typeof p === 'string' || typeof p === 'number');
    return parts.length > 0 ? parts.join('.') : undefined;
  }
  if (typeof v === 'number') return String(v);
  return text(v)?.replace(/\[(\d+)\]/g, '.$1');
}

const join = (prefix: string, field: string) =>
  prefix && field ? `${prefix}.${field}` : prefix || field;

/**
 * The field a free-text message names first (`"title" is required`, `title should not be empty`):
 * a lower-case identifier, as property names are; a sentence ("Please choose…") names none.
 */
function fieldInMessage(message: string): string {
  const m = /^\s*"?([a-z_$][\w$]*(?:[.[]\w+\]?)*)"?\s/.exec(message);
  return m ? (pathOf(m[1]) ?? '') : '';
}

/** One entry of an error list, in any family; class-validator entries may nest children. */
function entries(item: unknown, prefix: string, out: RestFieldError[]): void {
  if (typeof item === 'string') {
    if (item.trim()) out.push({ field: join(prefix, fieldInMessage(item)), message: item });
    return;
  }
  if (!isObject(item)) return;
  const field = join(
    prefix,
    pathOf(item.param) ??
      pathOf(item.path) ??
      pathOf(item.property) ??
      pathOf(item.field) ??
      pathOf(item.key) ??
      pathOf((item.context as Json | undefined)?.key) ??
      '',
  );
  // class-validator: {property, constraints: {rule: message}, children: [...]}
  if (isObject(item.constraints)) {
    for (const message of Object.values(item.constraints)) {
      if (text(message)) out.push({ field, message: message as string });
    }
  }
  if (Array.isArray(item.children)) {
    for (const child of item.children) entries(child, field, out);
  }
  if (isObject(item.constraints) || Array.isArray(item.children)) return;
  const message =
    text(item.msg) ?? text(item.message) ?? text(item.error) ?? text(item.reason) ?? 'is invalid';
  out.push({ field: field || join(prefix, fieldInMessage(message)), message });
}

/** A list, or an object keyed by field (Mongoose `errors: {title: {message, path, kind}}`). */
function fromListOrMap(v: unknown, out: RestFieldError[]): boolean {
  if (Array.isArray(v)) {
    for (const item of v) entries(item, '', out);
    return true;
  }
  if (isObject(v)) {
    const values = Object.entries(v);
    if (values.length === 0) return false;
    for (const [key, item] of values) {
      if (isObject(item)) entries({ path: item.path ?? key, ...item }, '', out);
      else if (Array.isArray(item)) {
        for (const m of item) if (text(m)) out.push({ field: key, message: m as string });
      } else if (text(item)) out.push({ field: key, message: item as string });
    }
    return true;
  }
  if (text(v)) {
    entries(v, '', out);
    return true;
  }
  return false;
}

/**
 * Every validation message of a refusal, one entry each, named as the server named the field.
 * Families: express-validator `errors: [{param,msg}]` and `[{type,path,msg,location}]`;
 * class-validator / NestJS `message: string[]` and `[{property, constraints, children}]`;
 * Mongoose `errors: {path: {message, path, kind}}`; Joi `details: [{path, message}]` (also under
 * `error`); celebrate `validation: {body: {keys, message}}`; the contract's `[{property,message}]`;
 * `valData` as objects or plain strings. Undefined when the body carries none of them.
 */
export function fieldErrorsOf(body: Json): RestFieldError[] | undefined {
  const out: RestFieldError[] = [];
  let found = false;
  for (const key of ['errors', 'valData', 'details', 'validationErrors'] as const) {
    if (body[key] !== undefined && body[key] !== null && fromListOrMap(body[key], out))
      found = true;
  }
  const error = body.error;
  if (isObject(error)) {
    if (Array.isArray(error.details) && fromListOrMap(error.details, out)) found = true;
    if (error.errors !== undefined && fromListOrMap(error.errors, out)) found = true;
  }
  if (isObject(body.validation)) {
    // celebrate: {validation: {body: {source, keys: ['title'], message}}}
    for (const part of Object.values(body.validation)) {
      if (!isObject(part)) continue;
      const message = text(part.message) ?? 'is invalid';
      const keys = Array.isArray(part.keys) ? part.keys : [];
      if (keys.length === 0) out.push({ field: fieldInMessage(message), message });
      for (const k of keys) out.push({ field: pathOf(k) ?? '', message });
      found = true;
    }
  }
  if (!found && Array.isArray(body.message) && body.message.length > 0) {
    for (const m of body.message) entries(m, '', out);
    found = true;
  }
  return found ? out : undefined;
}
