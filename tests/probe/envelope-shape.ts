/** How a REST answer is wrapped, in a few words (e.g. `results+meta`, `data.results+data.meta`). */
export function envelopeShape(body: unknown): string {
  if (body === undefined) return 'no JSON';
  if (Array.isArray(body)) return 'bare array';
  if (typeof body !== 'object' || body === null) return `bare ${typeof body}`;
  const b = body as Record<string, unknown>;
  const parts: string[] = [];
  const isObj = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if ('results' in b) parts.push(b.results === null ? 'results:null' : 'results');
  if (isObj(b.meta)) parts.push('meta');
  if ('data' in b) {
    const d = b.data;
    if (Array.isArray(d)) parts.push(`data[${d.length}]`);
    else if (d === null) parts.push('data:null');
    else if (isObj(d)) {
      if ('results' in d) parts.push('data.results');
      if (isObj(d.meta)) parts.push('data.meta');
      if (isObj(d.data)) parts.push('data.data');
      if (!('results' in d) && !isObj(d.meta) && !isObj(d.data)) parts.push('data{}');
    } else parts.push(`data:${typeof d}`);
  }
  const marker = [
    'status' in b ? `status=${JSON.stringify(b.status)}` : '',
    'statusCode' in b ? `statusCode=${JSON.stringify(b.statusCode)}` : '',
  ].filter(Boolean);
  return [parts.join('+') || 'no data', ...marker].join(' ');
}

/** How many records the answer's list holds (`results`, `data.results`, `data` or `docs`). */
export function recordCount(body: unknown): number | undefined {
  const isObj = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObj(body)) return undefined;
  const data = body.data;
  const list = [body.results, isObj(data) ? data.results : undefined, data, body.docs].find(
    Array.isArray,
  );
  return list?.length;
}
