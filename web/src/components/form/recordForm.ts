import type { AnyObjectSchema } from 'yup';
import type { BookingImpactInput } from '../../__generated__/graphql';

/**
 * An area's form as `RecordFormPage` takes it: the values of a new record and of one edited,
 * their checks and the input they save as (and, where saving can strand bookings, their impact).
 */
export interface RecordForm<Row, V extends object, Input> {
  /** A new record's values; none where the area only edits. */
  empty?(): V;
  toValues(record: Row): V;
  schema: AnyObjectSchema;
  /** An edit's checks where they are not an add's. */
  editSchema?: AnyObjectSchema;
  toInput(values: V, record: Row | undefined): Input;
  impactOf?(values: V, record: Row | undefined): BookingImpactInput | null;
  /** A question before saving these values, or null (AppForm's `questionOf`). */
  questionOf?(values: V, record: Row | undefined): string | null;
}
