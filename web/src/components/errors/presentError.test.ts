import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ja } from '../../i18n/ja';
import { presentError } from './presentError';
// The schema's DomainErrorReason enum, as text (every reason must have a sentence).

/** An ApolloError the way Apollo Client builds it from a gateway answer with `errors`. */
const failed = (code: string, message = 'server says no', extra: Record<string, unknown> = {}) =>
  new ApolloError({
    graphQLErrors: [
      new GraphQLError(message, { extensions: { code, requestId: 'req-1', ...extra } }),
    ],
  });

describe('presentError: each gateway code → Japanese', () => {
  it.each([
    ['FORBIDDEN', ja.errors.FORBIDDEN],
    ['NOT_FOUND', ja.errors.NOT_FOUND],
    ['CONFLICT', ja.errors.CONFLICT],
    ['UPSTREAM_UNAVAILABLE', ja.errors.UPSTREAM_UNAVAILABLE],
    ['UPSTREAM_TIMEOUT', ja.errors.UPSTREAM_TIMEOUT],
    ['TOO_MANY_REQUESTS', ja.errors.TOO_MANY_REQUESTS],
    ['INTERNAL_SERVER_ERROR', ja.errors.INTERNAL_SERVER_ERROR],
  ])('%s', (code, message) => {
    const p = presentError(failed(code));
    expect(p.kind).toBe(code);
    expect(p.message).toBe(message);
    // The server's own words are kept for support, after the headline, never as it.
    expect(p.detail).toBe(`server says no / ${ja.errors.requestId('req-1')}`);
    expect(p.silent).toBe(false);
  });

  it('UPSTREAM_TIMEOUT says to try again and is retryable', () => {
    const p = presentError(failed('UPSTREAM_TIMEOUT'));
    expect(p.message).toContain('もう一度お試しください');
    expect(p.retryable).toBe(true);
  });

  it("DOMAIN_ERROR without a reason: Japanese first, the server's English under 詳細", () => {
    const p = presentError(failed('DOMAIN_ERROR', 'The season is used by a package'));
    expect(p.message).toBe(ja.errors.DOMAIN_ERROR);
    expect(p.detail).toBe(`The season is used by a package / ${ja.errors.requestId('req-1')}`);
    expect(p.retryable).toBe(false);
  });

  it('a dashboard range too long says the limit the gateway gave', () => {
    const days = presentError(
      failed('DOMAIN_ERROR', 'The graph covers at most 366 days; this range has 367.', {
        reason: 'DASHBOARD_RANGE_TOO_LONG',
        limit: 366,
        unit: 'DAYS',
      }),
    );
    expect(days.message).toBe('期間が長すぎます。366日以内で選んでください。');
    const months = presentError(
      failed('DOMAIN_ERROR', 'at most 60 months', {
        reason: 'DASHBOARD_RANGE_TOO_LONG',
        limit: 60,
        unit: 'MONTHS',
      }),
    );
    expect(months.message).toBe('期間が長すぎます。60か月以内で選んでください。');
    // From a REST server's own refusal (no limit): the sentence without a number.
    const bare = presentError(
      failed('DOMAIN_ERROR', 'too long', { reason: 'DASHBOARD_RANGE_TOO_LONG' }),
    );
    expect(bare.message).toBe(ja.domainErrors.DASHBOARD_RANGE_TOO_LONG);
  });

  it("DOMAIN_ERROR from a server that answers in Japanese shows the server's own words", () => {
    const p = presentError(failed('DOMAIN_ERROR', 'このシーズンはパッケージで使われています'));
    expect(p.message).toBe('このシーズンはパッケージで使われています');
    // Already the headline: not repeated under 詳細.
    expect(p.detail).toBe(ja.errors.requestId('req-1'));
  });

  it('CONFLICT says someone else changed it and offers a reload', () => {
    const p = presentError(failed('CONFLICT'));
    expect(p.message).toContain('他のユーザーがこのデータを変更しました');
    expect(p.reloadable).toBe(true);
  });

  it('UNAUTHENTICATED is left to the shell (no message of its own)', () => {
    expect(presentError(failed('UNAUTHENTICATED')).silent).toBe(true);
  });

  it('BAD_USER_INPUT carries the field errors for the form, each in Japanese by field and reason', () => {
    const p = presentError(
      failed('BAD_USER_INPUT', 'title: too long', {
        fieldErrors: [
          { field: 'title', message: 'title: too long', reason: 'TOO_LONG', limit: 200 },
          // The field's own sentence, however the server words it.
          { field: 'helpText', message: 'Help text is required!', reason: 'REQUIRED' },
          { field: 'seasonPrices.2.seasonId', message: 'missing', reason: 'REQUIRED' },
          { field: 'price', message: 'price too small', reason: 'TOO_SMALL', limit: 0 },
          { field: 'x', message: 'Something the web has never seen', reason: 'OTHER' },
          // A reason this web does not know yet (a newer gateway) is OTHER.
          { field: 'y', message: 'Newer words', reason: 'A_NEWER_REASON' },
        ],
      }),
    );
    expect(p.message).toBe(ja.errors.BAD_USER_INPUT);
    expect(p.fieldErrors).toEqual([
      {
        field: 'title',
        reason: 'TOO_LONG',
        message: '200文字以内で入力してください',
        detail: undefined,
        raw: 'title: too long',
      },
      {
        field: 'helpText',
        reason: 'REQUIRED',
        message: '説明を入力してください',
        detail: undefined,
        raw: 'Help text is required!',
      },
      {
        field: 'seasonPrices.2.seasonId',
        reason: 'REQUIRED',
        message: ja.packages.seasonPrice.selectSeason,
        detail: undefined,
        raw: 'missing',
      },
      {
        field: 'price',
        reason: 'TOO_SMALL',
        message: '0以上の値を入力してください',
        detail: undefined,
        raw: 'price too small',
      },
      // OTHER: the generic Japanese text, the server's words as its detail (behind 詳細).
      {
        field: 'x',
        reason: 'OTHER',
        message: ja.errors.fieldInvalid,
        detail: 'Something the web has never seen',
        raw: 'Something the web has never seen',
      },
      {
        field: 'y',
        reason: 'OTHER',
        message: ja.errors.fieldInvalid,
        detail: 'Newer words',
        raw: 'Newer words',
      },
    ]);
    // The server's words, under 詳細.
    expect(p.detail).toBe(
      'title: too long / Help text is required! / missing / price too small / ' +
        'Something the web has never seen / Newer words / ' +
        ja.errors.requestId('req-1'),
    );
  });

  it.each([
    ['REQUIRED', undefined, '入力してください'],
    ['TOO_LONG', 30, '30文字以内で入力してください'],
    ['TOO_SHORT', 8, '8文字以上で入力してください'],
    ['TOO_MANY', 10, '10件以内にしてください'],
    ['TOO_FEW', 1, '1件以上にしてください'],
    ['TOO_LARGE', 99, '99以下の値を入力してください'],
    ['NOT_BELOW', 5, '5より小さい値を入力してください'],
    ['NOT_ABOVE', 0, '0より大きい値を入力してください'],
    ['NOT_INTEGER', undefined, ja.errors.field.integer],
    ['NOT_NUMBER', undefined, ja.errors.field.number],
    ['INVALID_EMAIL', undefined, ja.errors.field.email],
    ['INVALID_DATE', undefined, ja.errors.field.date],
    ['INVALID_FORMAT', undefined, ja.errors.field.format],
    ['NOT_A_CHOICE', undefined, ja.errors.field.choice],
    // A bound without its number says nothing exact: the generic text, the words under 詳細.
    ['TOO_LONG', undefined, ja.errors.fieldInvalid],
    ['INVALID', undefined, ja.errors.fieldInvalid],
  ])('%s (limit %s) on a field without its own sentence → %s', (reason, limit, shown) => {
    const p = presentError(
      failed('BAD_USER_INPUT', 'words', {
        fieldErrors: [{ field: 'note', message: 'words', reason, limit }],
      }),
    );
    expect(p.fieldErrors[0]?.message).toBe(shown);
    expect(p.fieldErrors[0]?.detail).toBe(shown === ja.errors.fieldInvalid ? 'words' : undefined);
  });

  it('a field with its own sentence for a reason says it: login names taken, a photo to choose', () => {
    const p = presentError(
      failed('BAD_USER_INPUT', 'x', {
        fieldErrors: [
          { field: 'email', message: 'taken', reason: 'DUPLICATE' },
          { field: 'username', message: 'taken', reason: 'DUPLICATE' },
          { field: 'email', message: 'bad', reason: 'INVALID_EMAIL' },
          { field: 'fileName', message: 'not ours', reason: 'INVALID' },
        ],
      }),
    );
    expect(p.fieldErrors.map((e) => e.message)).toEqual([
      ja.domainErrors.DUPLICATE_EMAIL,
      ja.domainErrors.DUPLICATE_USERNAME,
      ja.users.validEmail,
      ja.gallery.selectPhotos,
    ]);
  });

  it('BAD_USER_INPUT without fields: Japanese headline, the server text under 詳細', () => {
    const p = presentError(failed('BAD_USER_INPUT', 'Request body is not valid JSON'));
    expect(p.message).toBe(ja.errors.BAD_USER_INPUT);
    expect(p.detail).toBe(`Request body is not valid JSON / ${ja.errors.requestId('req-1')}`);
  });

  it('reads errors of a non-2xx answer (in networkError.result)', () => {
    const networkError = Object.assign(new Error('Response not successful'), {
      statusCode: 400,
      result: { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    expect(presentError(new ApolloError({ networkError })).kind).toBe('BAD_USER_INPUT');
  });

  it('a network failure without an answer says to check the connection', () => {
    const p = presentError(new ApolloError({ networkError: new TypeError('fetch failed') }));
    expect(p.kind).toBe('NETWORK');
    expect(p.message).toBe(ja.errors.NETWORK);
    expect(p.retryable).toBe(true);
  });
});

describe('presentError: DOMAIN_ERROR by its reason (extensions.reason)', () => {
  const REQUEST = ja.errors.requestId('req-1');
  it.each([
    {
      reason: 'SEASON_IN_USE',
      server: 'This season is used by the season prices of package "A"; remove those …',
      shown:
        'このシーズンは、パッケージのシーズン料金か、空き状況で選ばれた時間帯で使われているため削除できません。',
    },
    {
      reason: 'BOOKING_NOT_PENDING',
      server: 'Only a pending booking can be cancelled',
      shown: '保留中の予約のみキャンセルできます。',
    },
    {
      reason: 'DUPLICATE_FILE_NAME',
      server: 'A file named a.png already exists',
      shown: '同じ名前のファイルがすでにあります。ファイル名を変えてアップロードしてください。',
    },
    {
      reason: 'DUPLICATE_HOLIDAY',
      server: 'This package already has a holiday on 2031-03-14',
      shown: 'このパッケージには同じ日の休日がすでに登録されています。',
    },
    {
      reason: 'CATEGORY_IN_USE',
      server: 'This dog category is used by package "A"; give it another dog category …',
      shown: 'このカテゴリーはパッケージで使われているため削除できません。',
    },
    {
      reason: 'FILE_TOO_LARGE',
      server: 'The file is larger than 5 MB',
      shown: 'ファイルが大きすぎます。小さいファイルを選んでください。',
    },
    // OTHER and reasons the catalogue does not know: a Japanese headline, the server's English
    // words under 詳細; a Japanese server's own words are the headline.
    {
      reason: 'OTHER',
      server: 'Something new the api refuses',
      shown: ja.errors.DOMAIN_ERROR,
    },
    {
      reason: 'A_NEWER_REASON',
      server: 'Refused for a new reason',
      shown: ja.errors.DOMAIN_ERROR,
    },
    {
      reason: null,
      server: 'A bare refusal without reason',
      shown: ja.errors.DOMAIN_ERROR,
    },
    { reason: 'toString', server: 'Not a reason', shown: ja.errors.DOMAIN_ERROR },
    { reason: 'OTHER', server: 'この予約は変更できません', shown: 'この予約は変更できません' },
  ])('$reason → $shown', ({ reason, server, shown }) => {
    // The REST code travels too, for tools; the web must not read it.
    const p = presentError(failed('DOMAIN_ERROR', server, { reason, upstreamCode: 5033 }));
    expect(p.kind).toBe('DOMAIN_ERROR');
    expect(p.message).toBe(shown);
    // A translated refusal keeps the server's words next to the request id.
    expect(p.detail).toBe(shown === server ? REQUEST : `${server} / ${REQUEST}`);
    expect(p.retryable).toBe(false);
  });

  it('keeps the server words as the whole detail when there is no request id', () => {
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('Only a pending booking can be cancelled', {
          extensions: { code: 'DOMAIN_ERROR', reason: 'BOOKING_NOT_PENDING', upstreamCode: 5100 },
        }),
      ],
    });
    expect(presentError(error)).toMatchObject({
      message: ja.domainErrors.BOOKING_NOT_PENDING,
      detail: 'Only a pending booking can be cancelled',
    });
  });

  it('leaves the other gateway codes alone (CONFLICT, BAD_USER_INPUT)', () => {
    const conflict = presentError(
      failed('CONFLICT', 'Season was changed', { reason: 'STALE_UPDATE' }),
    );
    expect(conflict.message).toBe(ja.errors.CONFLICT);
    expect(conflict.detail).toBe(`Season was changed / ${REQUEST}`);
    const input = presentError(failed('BAD_USER_INPUT', 'Bad', { reason: 'MALFORMED_REQUEST' }));
    expect(input.message).toBe(ja.errors.BAD_USER_INPUT);
    expect(input.detail).toBe(`Bad / ${REQUEST}`);
  });

  it('has a Japanese sentence for every DomainErrorReason of the schema but OTHER, and no other', () => {
    // The enum of common.graphql and what other areas add to it (`extend enum`, e.g. API keys).
    const schema = Object.values(
      import.meta.glob<string>('../../../../schema/*.graphql', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).join('\n');
    const body = [...schema.matchAll(/enum DomainErrorReason \{([^}]*)\}/g)]
      .map((m) => m[1])
      .join('\n');
    const reasons = [...body.matchAll(/^\s+([A-Z][A-Z0-9_]*)$/gm)].map((m) => m[1]!);
    expect(reasons.length).toBeGreaterThan(30);
    expect(reasons).toContain('OTHER');
    expect(Object.keys(ja.domainErrors).sort()).toEqual(
      reasons.filter((r) => r !== 'OTHER').sort(),
    );
    for (const sentence of Object.values(ja.domainErrors)) {
      expect(sentence).toMatch(/[ぁ-んァ-ン一-龯].*。$/);
    }
  });
});
