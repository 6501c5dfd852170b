import type { ReactNode } from 'react';
import './detail.css';

/** What every listed dog shows: its name, and its breed and vaccination day when known. */
export interface ListedDog {
  name: string;
  breed: string | null;
  vaccinationDate: string | null;
}

export interface DogListProps<D extends ListedDog> {
  dogs: readonly D[];
  /** The vaccination day as the area words it. */
  vaccinated(date: string): string;
  /** The area's own marks after the breed (e.g. a booking's size tag). */
  tags?(dog: D): ReactNode;
  /** The area's own links at the end (e.g. a booking's vaccination certificate). */
  links?(dog: D): ReactNode;
}

/** The dogs of a details card (a booking's, an account's), one line each; nothing when none. */
export function DogList<D extends ListedDog>({ dogs, vaccinated, tags, links }: DogListProps<D>) {
  if (dogs.length === 0) return null;
  return (
    <ul className="app-detail-dogs">
      {dogs.map((dog, i) => (
        <li key={`${dog.name}-${i}`}>
          <strong>{dog.name}</strong>
          {dog.breed ? `（${dog.breed}）` : null}
          {tags?.(dog)}
          {dog.vaccinationDate ? (
            <span className="app-muted"> {vaccinated(dog.vaccinationDate)}</span>
          ) : null}
          {links?.(dog)}
        </li>
      ))}
    </ul>
  );
}
