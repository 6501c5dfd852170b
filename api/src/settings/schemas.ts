import { Type, type Static } from '@sinclair/typebox';
import { CheckedUpdatedAt } from '../availability/dates.js';

const HomePageTime = (n: number) =>
  Type.Optional(
    Type.String({
      pattern: '^\\s*(([01]\\d|2[0-3]):[0-5]\\d)?\\s*$',
      description: `Home page time ${n}: HH:mm, or empty`,
    }),
  );

export const SettingsBody = Type.Object({
  _id: Type.Optional(
    Type.String({ maxLength: 64, description: 'Ignored: there is one settings row' }),
  ),
  picnicPrice: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'Picnic price, in yen' }),
  ),
  minPicnicPeople: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10_000, description: 'Fewest people for a picnic' }),
  ),
  maxPicnicPeople: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10_000, description: 'Most people for a picnic' }),
  ),
  homePageTime1: HomePageTime(1),
  homePageTime2: HomePageTime(2),
  homePageTime3: HomePageTime(3),
  homePageTime4: HomePageTime(4),
  updatedAt: CheckedUpdatedAt,
});
export type SettingsBody = Static<typeof SettingsBody>;

const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const Settings = Type.Object({
  _id: Nullable('Null until the settings are first saved'),
  picnicPrice: Type.Integer(),
  minPicnicPeople: Type.Integer(),
  maxPicnicPeople: Type.Integer(),
  homePageTime1: Type.String(),
  homePageTime2: Type.String(),
  homePageTime3: Type.String(),
  homePageTime4: Type.String(),
  createdAt: Nullable('Null until the settings are first saved'),
  updatedAt: Nullable('Null until the settings are first saved'),
});
export type Settings = Static<typeof Settings>;
