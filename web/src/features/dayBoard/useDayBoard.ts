import { ApolloError, useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import {
  DayBoardDocument,
  type DayBoardQuery,
  type DayBoardQueryVariables,
} from '../../__generated__/graphql';
import { loaderAnswer } from '../../components/query/startedQueries';

type Board = DayBoardQuery['dayBoard'];

interface Answer {
  date: string;
  attempt: number;
  board: Board | null;
  error: unknown;
}

/**
 * The board of `date`, read as it is now and kept out of Apollo's cache: normalising a busy day's
 * thousand bookings into the cache and reading them back took about a second of the board's 1.3 s
 * after the answer, under load (web bench, 945 arrivals at 100 000 bookings); 50 ms without.
 *
 * The route loader has usually asked already, as the navigation started (index.ts): that answer
 * is taken, so each visit and each day asks once. Asked from an effect, so only for a date the
 * screen has committed to: a navigation is a transition, and React may render the URL being left
 * meanwhile. `retry` asks again.
 */
export function useDayBoard(date: string) {
  const client = useApolloClient();
  // Asking again counts for the day it was asked for: another day starts with the loader's answer.
  const [retried, setRetried] = useState({ date, times: 0 });
  const attempt = retried.date === date ? retried.times : 0;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let current = true;
    const variables: DayBoardQueryVariables = { date };
    const asked =
      (attempt === 0 ? loaderAnswer<DayBoardQuery>(DayBoardDocument, variables) : undefined) ??
      client.query<DayBoardQuery, DayBoardQueryVariables>({
        query: DayBoardDocument,
        variables,
        fetchPolicy: 'no-cache',
      });
    asked.then(
      (result) => {
        if (!current) return;
        const board = result.data?.dayBoard ?? null;
        const error = board
          ? undefined
          : (result.error ?? new ApolloError({ graphQLErrors: result.errors ?? [] }));
        setAnswer({ date, attempt, board, error });
      },
      (error: unknown) => {
        if (current) setAnswer({ date, attempt, board: null, error });
      },
    );
    return () => {
      current = false;
    };
  }, [client, date, attempt]);
  const now = answer?.date === date && answer.attempt === attempt ? answer : null;
  return {
    board: now?.board ?? null,
    loading: now === null,
    error: now?.error,
    retry: () => setRetried({ date, times: attempt + 1 }),
  };
}
