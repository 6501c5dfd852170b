import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without time zone, as `YYYY-MM-DD` (Japan local date). */
  Date: { input: string; output: string; }
  /** A point in time in ISO 8601 with time zone, e.g. `2026-11-21T09:30:00.000Z`. */
  DateTime: { input: string; output: string; }
  /** A time of day as `HH:mm` (24-hour). */
  Time: { input: string; output: string; }
};

/** The answer to an action that returns no object. */
export type ActionPayload = {
  __typename?: 'ActionPayload';
  /** The server's message, for the snackbar. */
  message: Scalars['String']['output'];
};

/** Fields of a dog or package category. */
export type CategoryInput = {
  /** Default ACTIVE. */
  status?: InputMaybe<Status>;
  /** Name; required and unique. */
  title: Scalars['String']['input'];
};

/** Password change by the signed-in user, or by an admin for another user. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** The new password, at least 8 characters. */
  newPassword: Scalars['String']['input'];
  /** User whose password changes; defaults to the signed-in user. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** The answer to a delete. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /** Id of the deleted row. */
  id: Scalars['ID']['output'];
  /** The server's message, for the snackbar. */
  message: Scalars['String']['output'];
};

/** A dog (room) category, e.g. 小型犬OK. Labelled "Dog Category" in the admin. */
export type DogCategory = {
  __typename?: 'DogCategory';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Whether it is offered. */
  status: Status;
  /** Name. */
  title: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of dog categories. `sortBy`: title, status, createdAt, updatedAt. */
export type DogCategoryPage = Page & {
  __typename?: 'DogCategoryPage';
  /** Categories of this page. */
  items: Array<DogCategory>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching categories over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a dog category create or update. */
export type DogCategoryPayload = {
  __typename?: 'DogCategoryPayload';
  /** The saved category. */
  dogCategory: DogCategory;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/**
 * Paging, search and sort for every list. Each list documents the `sortBy` values it accepts;
 * any other value is refused with BAD_USER_INPUT.
 */
export type ListQuery = {
  /** Page number, from 1. Default 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Case-insensitive text search over the list's text columns. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Field to sort by; see the list's description for the accepted values. */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: InputMaybe<SortDirection>;
};

/** Result of a successful sign-in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /**
   * The access token, for tools that call the gateway with `Authorization: Bearer`; null unless
   * `login` was called with `issueToken: true`. Browsers never ask for it: the gateway keeps the
   * token in an httpOnly session cookie so page scripts never hold it.
   */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** The server's message. */
  message: Scalars['String']['output'];
  /** Who signed in. */
  viewer: Viewer;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Changes a password after checking the current one. */
  changePassword: ActionPayload;
  /** Creates a dog category. A title already in use is refused with DOMAIN_ERROR. */
  createDogCategory: DogCategoryPayload;
  /** Creates a package category. A title already in use is refused with DOMAIN_ERROR. */
  createPackageCategory: PackageCategoryPayload;
  /** Creates a season. Dates out of order or overlapping slots are refused with DOMAIN_ERROR. */
  createSeason: SeasonPayload;
  /** Deletes a dog category no package uses (else DOMAIN_ERROR). */
  deleteDogCategory: DeletePayload;
  /** Deletes a package category no package uses (else DOMAIN_ERROR). */
  deletePackageCategory: DeletePayload;
  /** Deletes a season that no package uses (else DOMAIN_ERROR). */
  deleteSeason: DeletePayload;
  /** Signs in with email (or username) and password; sets the session cookie. */
  login: LoginPayload;
  /** Ends the session: clears the session cookie. */
  logout: ActionPayload;
  /** Always true; lets tools check mutations reach the gateway. */
  ping: Scalars['Boolean']['output'];
  /** Updates a dog category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateDogCategory: DogCategoryPayload;
  /** Updates a package category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updatePackageCategory: PackageCategoryPayload;
  /** Updates a season. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateSeason: SeasonPayload;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateDogCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreatePackageCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateSeasonArgs = {
  input: SeasonInput;
};


export type MutationDeleteDogCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePackageCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSeasonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  issueToken?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
};


export type MutationUpdateDogCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdatePackageCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateSeasonArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: SeasonInput;
};

/** A package category, e.g. ピクニック. */
export type PackageCategory = {
  __typename?: 'PackageCategory';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Whether it is offered. */
  status: Status;
  /** Name. */
  title: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A page of package categories. `sortBy`: title, status, createdAt, updatedAt. */
export type PackageCategoryPage = Page & {
  __typename?: 'PackageCategoryPage';
  /** Categories of this page. */
  items: Array<PackageCategory>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching categories over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a package category create or update. */
export type PackageCategoryPayload = {
  __typename?: 'PackageCategoryPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved category. */
  packageCategory: PackageCategory;
};

/** Paging facts shared by every page type. */
export type Page = {
  /** The page returned, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Number of rows matching the query over all pages. */
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Dog categories, paged. */
  dogCategories: DogCategoryPage;
  /** One dog category; NOT_FOUND when there is none. */
  dogCategory: DogCategory;
  /** Package categories, paged. */
  packageCategories: PackageCategoryPage;
  /** One package category; NOT_FOUND when there is none. */
  packageCategory: PackageCategory;
  /** Always true; lets tools check they reach the gateway. */
  ping: Scalars['Boolean']['output'];
  /** One season; NOT_FOUND when there is none. */
  season: Season;
  /** Seasons, paged. */
  seasons: SeasonPage;
  /** The signed-in user. UNAUTHENTICATED without a session. */
  viewer: Viewer;
};


export type QueryDogCategoriesArgs = {
  query?: InputMaybe<ListQuery>;
};


export type QueryDogCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPackageCategoriesArgs = {
  query?: InputMaybe<ListQuery>;
};


export type QueryPackageCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySeasonsArgs = {
  query?: InputMaybe<ListQuery>;
};

/** A period of the year with its own time slots and prices. */
export type Season = {
  __typename?: 'Season';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Last day, on or after the first. */
  endDate: Scalars['Date']['output'];
  /** Season id. */
  id: Scalars['ID']['output'];
  /** First day. */
  startDate: Scalars['Date']['output'];
  /** Whether the season is in use. */
  status: Status;
  /** Time slots of each day, ordered as entered. */
  timeSlots: Array<TimeSlot>;
  /** Name shown to staff, e.g. 冬季シーズン. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Fields of a season. */
export type SeasonInput = {
  /** Last day. */
  endDate: Scalars['Date']['input'];
  /** First day. */
  startDate: Scalars['Date']['input'];
  /** Default ACTIVE. */
  status?: InputMaybe<Status>;
  /** Time slots. */
  timeSlots?: InputMaybe<Array<TimeSlotInput>>;
  /** Name; required. */
  title: Scalars['String']['input'];
};

/** A page of seasons. `sortBy`: title, startDate, endDate, status, createdAt. */
export type SeasonPage = Page & {
  __typename?: 'SeasonPage';
  /** Seasons of this page. */
  items: Array<Season>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching seasons over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a season create or update. */
export type SeasonPayload = {
  __typename?: 'SeasonPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved season. */
  season: Season;
};

/** Order of a sorted list. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** Active or inactive: seasons, categories, packages, coupons and users carry it. */
export type Status =
  /** Shown and usable (REST code 1). */
  | 'ACTIVE'
  /** Hidden and not offered (REST code 2). */
  | 'INACTIVE';

/** One bookable time slot of a season's day. */
export type TimeSlot = {
  __typename?: 'TimeSlot';
  /** End time, after the start. */
  endTime: Scalars['Time']['output'];
  /** Slot id, stable across edits. */
  id: Scalars['ID']['output'];
  /** Start time. */
  startTime: Scalars['Time']['output'];
};

/** A time slot as entered. */
export type TimeSlotInput = {
  /** End time; must be after the start, and slots must not overlap. */
  endTime: Scalars['Time']['input'];
  /** Id of an existing slot, to keep it stable; omit for a new slot. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Start time. */
  startTime: Scalars['Time']['input'];
};

/** The signed-in staff member. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Sign-in email. */
  email: Scalars['String']['output'];
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** URL of the profile picture, when set. */
  profilePic?: Maybe<Scalars['String']['output']>;
  /** Role, e.g. `admin` or `staff` (the REST `role`, shown to clients as usertype). */
  userType: Scalars['String']['output'];
  /** Sign-in name, when set. */
  username?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Page:
    | ( DogCategoryPage )
    | ( PackageCategoryPage )
    | ( SeasonPage )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionPayload: ResolverTypeWrapper<ActionPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryInput: CategoryInput;
  ChangePasswordInput: ChangePasswordInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DogCategory: ResolverTypeWrapper<DogCategory>;
  DogCategoryPage: ResolverTypeWrapper<DogCategoryPage>;
  DogCategoryPayload: ResolverTypeWrapper<DogCategoryPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ListQuery: ListQuery;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PackageCategory: ResolverTypeWrapper<PackageCategory>;
  PackageCategoryPage: ResolverTypeWrapper<PackageCategoryPage>;
  PackageCategoryPayload: ResolverTypeWrapper<PackageCategoryPayload>;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Season: ResolverTypeWrapper<Season>;
  SeasonInput: SeasonInput;
  SeasonPage: ResolverTypeWrapper<SeasonPage>;
  SeasonPayload: ResolverTypeWrapper<SeasonPayload>;
  SortDirection: SortDirection;
  Status: Status;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
  TimeSlot: ResolverTypeWrapper<TimeSlot>;
  TimeSlotInput: TimeSlotInput;
  Viewer: ResolverTypeWrapper<Viewer>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionPayload: ActionPayload;
  Boolean: Scalars['Boolean']['output'];
  CategoryInput: CategoryInput;
  ChangePasswordInput: ChangePasswordInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeletePayload: DeletePayload;
  DogCategory: DogCategory;
  DogCategoryPage: DogCategoryPage;
  DogCategoryPayload: DogCategoryPayload;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ListQuery: ListQuery;
  LoginPayload: LoginPayload;
  Mutation: Record<PropertyKey, never>;
  PackageCategory: PackageCategory;
  PackageCategoryPage: PackageCategoryPage;
  PackageCategoryPayload: PackageCategoryPayload;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  Query: Record<PropertyKey, never>;
  Season: Season;
  SeasonInput: SeasonInput;
  SeasonPage: SeasonPage;
  SeasonPayload: SeasonPayload;
  String: Scalars['String']['output'];
  Time: Scalars['Time']['output'];
  TimeSlot: TimeSlot;
  TimeSlotInput: TimeSlotInput;
  Viewer: Viewer;
};

export type ActionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionPayload'] = ResolversParentTypes['ActionPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DogCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DogCategory'] = ResolversParentTypes['DogCategory']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DogCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DogCategoryPage'] = ResolversParentTypes['DogCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['DogCategory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DogCategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DogCategoryPayload'] = ResolversParentTypes['DogCategoryPayload']> = {
  dogCategory?: Resolver<ResolversTypes['DogCategory'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createDogCategory?: Resolver<ResolversTypes['DogCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateDogCategoryArgs, 'input'>>;
  createPackageCategory?: Resolver<ResolversTypes['PackageCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreatePackageCategoryArgs, 'input'>>;
  createSeason?: Resolver<ResolversTypes['SeasonPayload'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  deleteDogCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteDogCategoryArgs, 'id'>>;
  deletePackageCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePackageCategoryArgs, 'id'>>;
  deleteSeason?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSeasonArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'issueToken' | 'password'>>;
  logout?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateDogCategory?: Resolver<ResolversTypes['DogCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateDogCategoryArgs, 'id' | 'input'>>;
  updatePackageCategory?: Resolver<ResolversTypes['PackageCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdatePackageCategoryArgs, 'id' | 'input'>>;
  updateSeason?: Resolver<ResolversTypes['SeasonPayload'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'id' | 'input'>>;
};

export type PackageCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageCategory'] = ResolversParentTypes['PackageCategory']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PackageCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageCategoryPage'] = ResolversParentTypes['PackageCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['PackageCategory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PackageCategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageCategoryPayload'] = ResolversParentTypes['PackageCategoryPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageCategory?: Resolver<ResolversTypes['PackageCategory'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  __resolveType: TypeResolveFn<'DogCategoryPage' | 'PackageCategoryPage' | 'SeasonPage', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  dogCategories?: Resolver<ResolversTypes['DogCategoryPage'], ParentType, ContextType, Partial<QueryDogCategoriesArgs>>;
  dogCategory?: Resolver<ResolversTypes['DogCategory'], ParentType, ContextType, RequireFields<QueryDogCategoryArgs, 'id'>>;
  packageCategories?: Resolver<ResolversTypes['PackageCategoryPage'], ParentType, ContextType, Partial<QueryPackageCategoriesArgs>>;
  packageCategory?: Resolver<ResolversTypes['PackageCategory'], ParentType, ContextType, RequireFields<QueryPackageCategoryArgs, 'id'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<ResolversTypes['SeasonPage'], ParentType, ContextType, Partial<QuerySeasonsArgs>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type SeasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  timeSlots?: Resolver<Array<ResolversTypes['TimeSlot']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SeasonPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonPage'] = ResolversParentTypes['SeasonPage']> = {
  items?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SeasonPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonPayload'] = ResolversParentTypes['SeasonPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type TimeSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimeSlot'] = ResolversParentTypes['TimeSlot']> = {
  endTime?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActionPayload?: ActionPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DogCategory?: DogCategoryResolvers<ContextType>;
  DogCategoryPage?: DogCategoryPageResolvers<ContextType>;
  DogCategoryPayload?: DogCategoryPayloadResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PackageCategory?: PackageCategoryResolvers<ContextType>;
  PackageCategoryPage?: PackageCategoryPageResolvers<ContextType>;
  PackageCategoryPayload?: PackageCategoryPayloadResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonPage?: SeasonPageResolvers<ContextType>;
  SeasonPayload?: SeasonPayloadResolvers<ContextType>;
  Time?: GraphQLScalarType;
  TimeSlot?: TimeSlotResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

