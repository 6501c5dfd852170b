import { PlusIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import {
  useAddBookingNoteMutation,
  type BookingNoteFieldsFragment,
} from '../../__generated__/graphql';
import { DetailCard } from '../../components/detail/DetailCard';
import { AppForm } from '../../components/form/AppForm';
import { FormActions } from '../../components/form/FormActions';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSnackbar } from '../../components/feedback/SnackbarContext';
import { formatDateTimeWithDay } from '../../i18n/format';
import { ja } from '../../i18n/ja';
import { emptyNote, noteSchema, type NoteValues } from './noteSchema';

const t = ja.bookings.notes;

function NoteList({ notes }: { notes: BookingNoteFieldsFragment[] | null }) {
  if (notes === null) return <p className="app-muted">{t.unreadable}</p>;
  if (notes.length === 0) return <p className="app-muted">{t.empty}</p>;
  return (
    <ul className="app-notes" aria-label={t.listLabel}>
      {notes.map((n) => (
        <li key={n.id} className="app-note">
          <p className="app-note-text">{n.text}</p>
          <p className="app-muted app-note-by">
            {t.byLine(n.by.name, formatDateTimeWithDay(n.at))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** メモ: the desk's notes on a booking, oldest first, and a form to add one. */
export function BookingNotes({
  bookingId,
  notes,
}: {
  bookingId: string;
  notes: BookingNoteFieldsFragment[] | null;
}) {
  const snackbar = useSnackbar();
  const [addNote] = useAddBookingNoteMutation();
  // A fresh, empty form after each note added.
  const [round, setRound] = useState(0);
  return (
    <DetailCard title={t.section} className="app-notes-card">
      <NoteList notes={notes} />
      <AppForm<NoteValues>
        key={round}
        initialValues={emptyNote()}
        schema={noteSchema}
        ariaLabel={t.add}
        className="app-note-form"
        onSubmit={async (values) => {
          await addNote({ variables: { id: bookingId, text: values.text.trim() } });
          snackbar.show({ message: ja.toast.note.added });
          return () => setRound((r) => r + 1);
        }}
      >
        <TextAreaField name="text" label={t.field} helperText={t.help} rows={2} required />
        <FormActions submitText={t.add} submitIcon={<PlusIcon />} />
      </AppForm>
    </DetailCard>
  );
}
