import { Button, ButtonGroup, Card, FormGroup } from '@blueprintjs/core';
import { AddIcon, ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@blueprintjs/icons';
import { FieldArray, useFormikContext } from 'formik';
import { TimeField } from '../../components/form/TimeField';
import { ja } from '../../i18n/ja';
import { newSlotKey, type SeasonValues } from './seasonSchema';

const t = ja.seasons;

/** Time slots of a season: add, edit, reorder and remove. */
export function TimeSlotsField() {
  const { values } = useFormikContext<SeasonValues>();
  const slots = values.timeSlots;
  return (
    <FormGroup label={t.timeSlots} helperText={t.timeSlotsHelp} className="app-slots">
      <FieldArray name="timeSlots">
        {(arr) => (
          <>
            {slots.length === 0 ? <p className="app-muted">{t.noSlots}</p> : null}
            <ol className="app-slot-list">
              {slots.map((slot, i) => (
                <li key={slot.key}>
                  <Card className="app-slot" compact>
                    <span className="app-slot-number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <div className="app-slot-fields" role="group" aria-label={t.slot(i + 1)}>
                      <TimeField name={`timeSlots.${i}.startTime`} label={t.startTime} required />
                      <TimeField name={`timeSlots.${i}.endTime`} label={t.endTime} required />
                    </div>
                    <ButtonGroup variant="minimal" className="app-slot-actions">
                      <Button
                        icon={<ArrowUpIcon />}
                        aria-label={t.moveUp(i + 1)}
                        title={t.moveUp(i + 1)}
                        disabled={i === 0}
                        onClick={() => arr.move(i, i - 1)}
                      />
                      <Button
                        icon={<ArrowDownIcon />}
                        aria-label={t.moveDown(i + 1)}
                        title={t.moveDown(i + 1)}
                        disabled={i === slots.length - 1}
                        onClick={() => arr.move(i, i + 1)}
                      />
                      <Button
                        icon={<TrashIcon />}
                        intent="danger"
                        aria-label={t.removeSlot(i + 1)}
                        title={t.removeSlot(i + 1)}
                        onClick={() => arr.remove(i)}
                      />
                    </ButtonGroup>
                  </Card>
                </li>
              ))}
            </ol>
            <Button
              icon={<AddIcon />}
              text={t.addSlot}
              variant="outlined"
              onClick={() => {
                const last = slots[slots.length - 1];
                arr.push({
                  id: '',
                  key: newSlotKey(),
                  startTime: last?.endTime ?? '10:00',
                  endTime: '',
                });
              }}
            />
          </>
        )}
      </FieldArray>
    </FormGroup>
  );
}
