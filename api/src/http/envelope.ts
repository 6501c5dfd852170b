/** Success envelopes of the /api/v1 contract. */
export interface Envelope<T> {
  status: true;
  statusCode: number;
  message: string;
  data: T;
}

export interface ListEnvelope<T> {
  status: true;
  statusCode: number;
  message: string;
  results: T[];
  meta: { total: number; pageNo: number; pageSize: number };
}

export function ok<T>(data: T, message = 'Success', statusCode = 200): Envelope<T> {
  return { status: true, statusCode, message, data };
}

export function list<T>(
  results: T[],
  total: number,
  page: { pageNo: number; pageSize: number },
  message = 'Success',
): ListEnvelope<T> {
  return {
    status: true,
    statusCode: 200,
    message,
    results,
    meta: { total, pageNo: page.pageNo, pageSize: page.pageSize },
  };
}
