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

/** A discount coupon customers can redeem. */
export type Coupon = {
  __typename?: 'Coupon';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Free text describing the offer; empty when none. */
  description: Scalars['String']['output'];
  /** Discount in yen; used when `discountType` is AMOUNT, else usually 0. */
  discountAmount: Scalars['Int']['output'];
  /** Discount in percent (1 to 100); used when `discountType` is PERCENTAGE, else usually 0. */
  discountPercentage: Scalars['Int']['output'];
  /** Whether the discount is an amount or a percentage. */
  discountType: CouponDiscountType;
  /** Coupon id. */
  id: Scalars['ID']['output'];
  /** Stored name of the coupon image, e.g. `gallery/coupon.png`; null when it has none. */
  imageFileName?: Maybe<Scalars['String']['output']>;
  /** URL of the coupon image on the gateway's origin (`/api/v1/files/…`); null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the coupon can be redeemed. */
  status: Status;
  /** Name shown to staff and customers; unique (case-insensitive). */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt: Scalars['DateTime']['output'];
};

/** How a coupon discounts: a fixed amount in yen or a percentage of the price. */
export type CouponDiscountType =
  /** A fixed amount in yen, `discountAmount` (REST code 1). */
  | 'AMOUNT'
  /** A percentage of the price, `discountPercentage` (REST code 2). */
  | 'PERCENTAGE';

/**
 * Fields of a coupon. Create and update both send every field: an omitted optional field takes its
 * default (an omitted image removes the image). Server checks arrive as BAD_USER_INPUT with one field
 * error per message.
 */
export type CouponInput = {
  /** Free text describing the offer. Default empty. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Discount in yen; required (above 0) when `discountType` is AMOUNT. */
  discountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Discount in percent; required (1 to 100, above 100 is DOMAIN_ERROR) when `discountType` is PERCENTAGE. */
  discountPercentage?: InputMaybe<Scalars['Int']['input']>;
  /** Amount or percentage. Default AMOUNT. */
  discountType?: InputMaybe<CouponDiscountType>;
  /**
   * Stored name of an image already uploaded: the `fileName` of `createUploadUrl` (kind GALLERY; the
   * REST contract has no signed upload for coupons). Omit or null for no image. A name that was never
   * uploaded is refused with BAD_USER_INPUT.
   */
  imageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Default ACTIVE. */
  status?: InputMaybe<Status>;
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title: Scalars['String']['input'];
};

/**
 * A page of coupons, newest first by default. `sortBy`: title, discountType, discountAmount,
 * discountPercentage, status, createdAt, updatedAt. Search looks in title and description.
 */
export type CouponPage = Page & {
  __typename?: 'CouponPage';
  /** Coupons of this page. */
  items: Array<Coupon>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching coupons over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a coupon create or update. */
export type CouponPayload = {
  __typename?: 'CouponPayload';
  /** The saved coupon. */
  coupon: Coupon;
  /** The server's message. */
  message: Scalars['String']['output'];
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

/** An image of the second image list: a cover image with a title. */
export type GalleryCover = {
  __typename?: 'GalleryCover';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Stored name of the cover image, e.g. `gallery/cover.png`. */
  fileName: Scalars['String']['output'];
  /** Cover id. */
  id: Scalars['ID']['output'];
  /** Caption; empty when none. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt: Scalars['DateTime']['output'];
  /** URL of the cover image on the gateway's origin (`/api/v1/files/…`). */
  url: Scalars['String']['output'];
};

/** Fields of a cover image. The image is uploaded first (`createUploadUrl(kind: GALLERY)`). */
export type GalleryCoverInput = {
  /**
   * Stored name of the uploaded image: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName: Scalars['String']['input'];
  /** Caption. Default empty. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A page of cover images, newest first by default. `sortBy`: title, createdAt, updatedAt. Search
 * looks in title and file name.
 */
export type GalleryCoverPage = Page & {
  __typename?: 'GalleryCoverPage';
  /** Covers of this page. */
  items: Array<GalleryCover>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching covers over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a cover image create or update. */
export type GalleryCoverPayload = {
  __typename?: 'GalleryCoverPayload';
  /** The saved cover. */
  galleryCover: GalleryCover;
  /** The server's message. */
  message: Scalars['String']['output'];
};

/** A photo of the gallery. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Whether the photo is featured (shown first on the site). */
  featured: Scalars['Boolean']['output'];
  /** Stored name of the photo, e.g. `gallery/shiba.png`. */
  fileName: Scalars['String']['output'];
  /** Image id. */
  id: Scalars['ID']['output'];
  /** Caption; empty when none. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt: Scalars['DateTime']['output'];
  /** URL of the photo on the gateway's origin (`/api/v1/files/…`). */
  url: Scalars['String']['output'];
};

/** Fields of a gallery image. The photo is uploaded first (`createUploadUrl(kind: GALLERY)`). */
export type GalleryImageInput = {
  /** Whether the photo is featured. Default false. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Stored name of the uploaded photo: the `fileName` of `createUploadUrl`. Empty is refused with
   * "please select package photos"; a name never uploaded with BAD_USER_INPUT.
   */
  fileName: Scalars['String']['input'];
  /** Caption. Default empty. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A page of gallery images, newest first by default. `sortBy`: title, fileName, featured, createdAt,
 * updatedAt. Search looks in title and file name.
 */
export type GalleryImagePage = Page & {
  __typename?: 'GalleryImagePage';
  /** Images of this page. */
  items: Array<GalleryImage>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching images over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a gallery image create or update. */
export type GalleryImagePayload = {
  __typename?: 'GalleryImagePayload';
  /** The saved image. */
  galleryImage: GalleryImage;
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
  /**
   * Creates a coupon. Missing title or discount: BAD_USER_INPUT on the field; a title already in use
   * or a percentage above 100: DOMAIN_ERROR.
   */
  createCoupon: CouponPayload;
  /** Creates a dog category. A title already in use is refused with DOMAIN_ERROR. */
  createDogCategory: DogCategoryPayload;
  /** Adds an uploaded cover image. */
  createGalleryCover: GalleryCoverPayload;
  /** Adds an uploaded photo to the gallery. */
  createGalleryImage: GalleryImagePayload;
  /** Creates a news category. A title already in use is refused with DOMAIN_ERROR. */
  createNewsCategory: NewsCategoryPayload;
  /** Creates a news topic. An unknown category or an image never uploaded is refused. */
  createNewsTopic: NewsTopicPayload;
  /** Creates a package category. A title already in use is refused with DOMAIN_ERROR. */
  createPackageCategory: PackageCategoryPayload;
  /** Creates a season. Dates out of order or overlapping slots are refused with DOMAIN_ERROR. */
  createSeason: SeasonPayload;
  /**
   * A signed URL to upload one image. The name is made safe (e.g. `My Dog (1).JPG` becomes
   * `My-Dog-1.jpg`); a name that is not an image or is already stored is refused with DOMAIN_ERROR
   * before any byte is sent, so pick another name.
   */
  createUploadUrl: UploadUrl;
  /** Deletes a coupon; NOT_FOUND when there is none. */
  deleteCoupon: DeletePayload;
  /** Deletes a dog category no package uses (else DOMAIN_ERROR). */
  deleteDogCategory: DeletePayload;
  /** Deletes a cover image and its stored file. */
  deleteGalleryCover: DeletePayload;
  /** Deletes a gallery image and its stored file. */
  deleteGalleryImage: DeletePayload;
  /** Deletes a news category no topic uses (else DOMAIN_ERROR). */
  deleteNewsCategory: DeletePayload;
  /** Deletes a news topic. */
  deleteNewsTopic: DeletePayload;
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
  /** Updates a coupon. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateCoupon: CouponPayload;
  /** Updates a dog category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateDogCategory: DogCategoryPayload;
  /**
   * Updates a cover image. A replaced image's stored file is removed. With `expectedUpdatedAt`, a
   * concurrent change is refused with CONFLICT.
   */
  updateGalleryCover: GalleryCoverPayload;
  /**
   * Updates a gallery image. A replaced photo's stored file is removed. With `expectedUpdatedAt`, a
   * concurrent change is refused with CONFLICT.
   */
  updateGalleryImage: GalleryImagePayload;
  /** Updates a news category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateNewsCategory: NewsCategoryPayload;
  /** Updates a news topic. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateNewsTopic: NewsTopicPayload;
  /** Updates a package category. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updatePackageCategory: PackageCategoryPayload;
  /** Updates a season. With `expectedUpdatedAt`, a concurrent change is refused with CONFLICT. */
  updateSeason: SeasonPayload;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateCouponArgs = {
  input: CouponInput;
};


export type MutationCreateDogCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateGalleryCoverArgs = {
  input: GalleryCoverInput;
};


export type MutationCreateGalleryImageArgs = {
  input: GalleryImageInput;
};


export type MutationCreateNewsCategoryArgs = {
  input: NewsCategoryInput;
};


export type MutationCreateNewsTopicArgs = {
  input: NewsTopicInput;
};


export type MutationCreatePackageCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateSeasonArgs = {
  input: SeasonInput;
};


export type MutationCreateUploadUrlArgs = {
  fileName: Scalars['String']['input'];
  kind: UploadKind;
};


export type MutationDeleteCouponArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDogCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGalleryCoverArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNewsCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNewsTopicArgs = {
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


export type MutationUpdateCouponArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: CouponInput;
};


export type MutationUpdateDogCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateGalleryCoverArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: GalleryCoverInput;
};


export type MutationUpdateGalleryImageArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: GalleryImageInput;
};


export type MutationUpdateNewsCategoryArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: NewsCategoryInput;
};


export type MutationUpdateNewsTopicArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['ID']['input'];
  input: NewsTopicInput;
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

/** A category news topics are filed under, e.g. お知らせ. */
export type NewsCategory = {
  __typename?: 'NewsCategory';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Name; unique (case-insensitive). */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Fields of a news category. */
export type NewsCategoryInput = {
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title: Scalars['String']['input'];
};

/** A page of news categories, newest first by default. `sortBy`: title, createdAt, updatedAt. */
export type NewsCategoryPage = Page & {
  __typename?: 'NewsCategoryPage';
  /** Categories of this page. */
  items: Array<NewsCategory>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching categories over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a news category create or update. */
export type NewsCategoryPayload = {
  __typename?: 'NewsCategoryPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved category. */
  newsCategory: NewsCategory;
};

/** A news article of the site. */
export type NewsTopic = {
  __typename?: 'NewsTopic';
  /**
   * Its category; null when it has none. Resolved per request through one loader: a page of topics
   * costs at most one extra REST call for all its categories.
   */
  category?: Maybe<NewsCategory>;
  /** Id of its category; null when it has none. Use it to preselect the category picker. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** Stored name of the cover image, e.g. `news/cover.png`; null when none. */
  coverImageFileName?: Maybe<Scalars['String']['output']>;
  /** URL of the cover image on the gateway's origin (`/api/v1/files/…`); null when none. */
  coverImageUrl?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Publication date. */
  date: Scalars['Date']['output'];
  /** Topic id. */
  id: Scalars['ID']['output'];
  /** The article body in Markdown, stored as written; empty when none. */
  longDescription: Scalars['String']['output'];
  /** Teaser shown in lists; empty when none. */
  shortDescription: Scalars['String']['output'];
  /** Stored name of the thumbnail, e.g. `news/thumb.png`; null when none. */
  thumbImageFileName?: Maybe<Scalars['String']['output']>;
  /** URL of the thumbnail on the gateway's origin (`/api/v1/files/…`); null when none. */
  thumbImageUrl?: Maybe<Scalars['String']['output']>;
  /** Headline. */
  title: Scalars['String']['output'];
  /** When it last changed; send it back as `expectedUpdatedAt` to detect concurrent edits. */
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * Fields of a news topic. Images are uploaded first (`createUploadUrl(kind: NEWS)`). Create and update
 * both send every field: an omitted image removes it.
 */
export type NewsTopicInput = {
  /** Id of an existing news category; omit for none. An unknown id is refused with DOMAIN_ERROR. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Stored name of the cover image: the `fileName` of `createUploadUrl`. */
  coverImageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Publication date; on create, today when omitted; on update, unchanged when omitted. */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The article body in Markdown. Default empty. */
  longDescription?: InputMaybe<Scalars['String']['input']>;
  /** Teaser shown in lists. Default empty. */
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** Stored name of the thumbnail: the `fileName` of `createUploadUrl`. */
  thumbImageFileName?: InputMaybe<Scalars['String']['input']>;
  /** Headline; required ("please enter title"). */
  title: Scalars['String']['input'];
};

/**
 * A page of news topics, latest date first by default. `sortBy`: title, date, category, createdAt,
 * updatedAt. Search looks in title, short description and category title.
 */
export type NewsTopicPage = Page & {
  __typename?: 'NewsTopicPage';
  /** Topics of this page. */
  items: Array<NewsTopic>;
  /** The page returned. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Matching topics over all pages. */
  total: Scalars['Int']['output'];
};

/** Answer to a news topic create or update. */
export type NewsTopicPayload = {
  __typename?: 'NewsTopicPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The saved topic. */
  newsTopic: NewsTopic;
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
  /** Every news category ordered by title, for pickers; no paging. */
  allNewsCategories: Array<NewsCategory>;
  /** Coupons, paged; the admin's coupon screen asks for one page of up to 10000. */
  coupons: CouponPage;
  /** Dog categories, paged. */
  dogCategories: DogCategoryPage;
  /** One dog category; NOT_FOUND when there is none. */
  dogCategory: DogCategory;
  /** One cover image; NOT_FOUND when there is none. */
  galleryCover: GalleryCover;
  /** Cover images (the second image list), paged. */
  galleryCovers: GalleryCoverPage;
  /** One gallery image; NOT_FOUND when there is none. */
  galleryImage: GalleryImage;
  /** Gallery images, paged. */
  galleryImages: GalleryImagePage;
  /** News categories, paged. */
  newsCategories: NewsCategoryPage;
  /** One news category; NOT_FOUND when there is none. */
  newsCategory: NewsCategory;
  /** One news topic; NOT_FOUND when there is none. */
  newsTopic: NewsTopic;
  /** News topics, paged. */
  newsTopics: NewsTopicPage;
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


export type QueryCouponsArgs = {
  query?: InputMaybe<ListQuery>;
  status?: InputMaybe<Status>;
};


export type QueryDogCategoriesArgs = {
  query?: InputMaybe<ListQuery>;
};


export type QueryDogCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryCoverArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryCoversArgs = {
  query?: InputMaybe<ListQuery>;
};


export type QueryGalleryImageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGalleryImagesArgs = {
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  query?: InputMaybe<ListQuery>;
};


export type QueryNewsCategoriesArgs = {
  query?: InputMaybe<ListQuery>;
};


export type QueryNewsCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsTopicArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsTopicsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  query?: InputMaybe<ListQuery>;
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

/** Where an uploaded image will be used; decides the folder it is stored in. */
export type UploadKind =
  /** Gallery images and cover images (stored under `gallery/`); also used for coupon images. */
  | 'GALLERY'
  /** News topic cover images and thumbnails (stored under `news/`). */
  | 'NEWS';

/**
 * A signed, expiring upload target for one image.
 *
 * Upload flow: 1. `createUploadUrl` with the file's name; 2. `PUT` the raw file bytes to `uploadUrl`
 * on the gateway's origin with the file's `Content-Type` (image/jpeg, image/png, image/webp or
 * image/gif) and no other credential: the URL's signature is the credential; 3. send `fileName` in the
 * input of the record that uses the image (e.g. `createGalleryImage`). The PUT answers 409 when the
 * name was taken meanwhile, 413 when the file is too large, 415 when it is not such an image, 403
 * when the URL has expired.
 *
 * Images travel this way only, never inside a GraphQL request: the REST contract's multipart uploads
 * (coupon image, generic image) are not exposed, since relaying them would mean GraphQL multipart or
 * base64 bodies far above the GraphQL body limit.
 */
export type UploadUrl = {
  __typename?: 'UploadUrl';
  /** When `uploadUrl` stops working (15 minutes after it was made); null when not known. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The stored name the file will have, e.g. `gallery/shiba.png`; send it back in the record. */
  fileName: Scalars['String']['output'];
  /** Path on the gateway's origin to PUT the file to (starts with `/api/v1/storage/upload/`). */
  uploadUrl: Scalars['String']['output'];
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
    | ( CouponPage )
    | ( DogCategoryPage )
    | ( GalleryCoverPage )
    | ( GalleryImagePage )
    | ( NewsCategoryPage )
    | ( NewsTopicPage )
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
  Coupon: ResolverTypeWrapper<Coupon>;
  CouponDiscountType: CouponDiscountType;
  CouponInput: CouponInput;
  CouponPage: ResolverTypeWrapper<CouponPage>;
  CouponPayload: ResolverTypeWrapper<CouponPayload>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  DogCategory: ResolverTypeWrapper<DogCategory>;
  DogCategoryPage: ResolverTypeWrapper<DogCategoryPage>;
  DogCategoryPayload: ResolverTypeWrapper<DogCategoryPayload>;
  GalleryCover: ResolverTypeWrapper<GalleryCover>;
  GalleryCoverInput: GalleryCoverInput;
  GalleryCoverPage: ResolverTypeWrapper<GalleryCoverPage>;
  GalleryCoverPayload: ResolverTypeWrapper<GalleryCoverPayload>;
  GalleryImage: ResolverTypeWrapper<GalleryImage>;
  GalleryImageInput: GalleryImageInput;
  GalleryImagePage: ResolverTypeWrapper<GalleryImagePage>;
  GalleryImagePayload: ResolverTypeWrapper<GalleryImagePayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ListQuery: ListQuery;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsCategory: ResolverTypeWrapper<NewsCategory>;
  NewsCategoryInput: NewsCategoryInput;
  NewsCategoryPage: ResolverTypeWrapper<NewsCategoryPage>;
  NewsCategoryPayload: ResolverTypeWrapper<NewsCategoryPayload>;
  NewsTopic: ResolverTypeWrapper<NewsTopic>;
  NewsTopicInput: NewsTopicInput;
  NewsTopicPage: ResolverTypeWrapper<NewsTopicPage>;
  NewsTopicPayload: ResolverTypeWrapper<NewsTopicPayload>;
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
  UploadKind: UploadKind;
  UploadUrl: ResolverTypeWrapper<UploadUrl>;
  Viewer: ResolverTypeWrapper<Viewer>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionPayload: ActionPayload;
  Boolean: Scalars['Boolean']['output'];
  CategoryInput: CategoryInput;
  ChangePasswordInput: ChangePasswordInput;
  Coupon: Coupon;
  CouponInput: CouponInput;
  CouponPage: CouponPage;
  CouponPayload: CouponPayload;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeletePayload: DeletePayload;
  DogCategory: DogCategory;
  DogCategoryPage: DogCategoryPage;
  DogCategoryPayload: DogCategoryPayload;
  GalleryCover: GalleryCover;
  GalleryCoverInput: GalleryCoverInput;
  GalleryCoverPage: GalleryCoverPage;
  GalleryCoverPayload: GalleryCoverPayload;
  GalleryImage: GalleryImage;
  GalleryImageInput: GalleryImageInput;
  GalleryImagePage: GalleryImagePage;
  GalleryImagePayload: GalleryImagePayload;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ListQuery: ListQuery;
  LoginPayload: LoginPayload;
  Mutation: Record<PropertyKey, never>;
  NewsCategory: NewsCategory;
  NewsCategoryInput: NewsCategoryInput;
  NewsCategoryPage: NewsCategoryPage;
  NewsCategoryPayload: NewsCategoryPayload;
  NewsTopic: NewsTopic;
  NewsTopicInput: NewsTopicInput;
  NewsTopicPage: NewsTopicPage;
  NewsTopicPayload: NewsTopicPayload;
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
  UploadUrl: UploadUrl;
  Viewer: Viewer;
};

export type ActionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionPayload'] = ResolversParentTypes['ActionPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['CouponDiscountType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Status'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CouponPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponPage'] = ResolversParentTypes['CouponPage']> = {
  items?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CouponPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponPayload'] = ResolversParentTypes['CouponPayload']> = {
  coupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType>;
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

export type GalleryCoverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryCover'] = ResolversParentTypes['GalleryCover']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryCoverPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryCoverPage'] = ResolversParentTypes['GalleryCoverPage']> = {
  items?: Resolver<Array<ResolversTypes['GalleryCover']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GalleryCoverPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryCoverPayload'] = ResolversParentTypes['GalleryCoverPayload']> = {
  galleryCover?: Resolver<ResolversTypes['GalleryCover'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GalleryImagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImagePage'] = ResolversParentTypes['GalleryImagePage']> = {
  items?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GalleryImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImagePayload'] = ResolversParentTypes['GalleryImagePayload']> = {
  galleryImage?: Resolver<ResolversTypes['GalleryImage'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createCoupon?: Resolver<ResolversTypes['CouponPayload'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createDogCategory?: Resolver<ResolversTypes['DogCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateDogCategoryArgs, 'input'>>;
  createGalleryCover?: Resolver<ResolversTypes['GalleryCoverPayload'], ParentType, ContextType, RequireFields<MutationCreateGalleryCoverArgs, 'input'>>;
  createGalleryImage?: Resolver<ResolversTypes['GalleryImagePayload'], ParentType, ContextType, RequireFields<MutationCreateGalleryImageArgs, 'input'>>;
  createNewsCategory?: Resolver<ResolversTypes['NewsCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateNewsCategoryArgs, 'input'>>;
  createNewsTopic?: Resolver<ResolversTypes['NewsTopicPayload'], ParentType, ContextType, RequireFields<MutationCreateNewsTopicArgs, 'input'>>;
  createPackageCategory?: Resolver<ResolversTypes['PackageCategoryPayload'], ParentType, ContextType, RequireFields<MutationCreatePackageCategoryArgs, 'input'>>;
  createSeason?: Resolver<ResolversTypes['SeasonPayload'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'input'>>;
  createUploadUrl?: Resolver<ResolversTypes['UploadUrl'], ParentType, ContextType, RequireFields<MutationCreateUploadUrlArgs, 'fileName' | 'kind'>>;
  deleteCoupon?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCouponArgs, 'id'>>;
  deleteDogCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteDogCategoryArgs, 'id'>>;
  deleteGalleryCover?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteGalleryCoverArgs, 'id'>>;
  deleteGalleryImage?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteGalleryImageArgs, 'id'>>;
  deleteNewsCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteNewsCategoryArgs, 'id'>>;
  deleteNewsTopic?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteNewsTopicArgs, 'id'>>;
  deletePackageCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeletePackageCategoryArgs, 'id'>>;
  deleteSeason?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSeasonArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'issueToken' | 'password'>>;
  logout?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateCoupon?: Resolver<ResolversTypes['CouponPayload'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'id' | 'input'>>;
  updateDogCategory?: Resolver<ResolversTypes['DogCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateDogCategoryArgs, 'id' | 'input'>>;
  updateGalleryCover?: Resolver<ResolversTypes['GalleryCoverPayload'], ParentType, ContextType, RequireFields<MutationUpdateGalleryCoverArgs, 'id' | 'input'>>;
  updateGalleryImage?: Resolver<ResolversTypes['GalleryImagePayload'], ParentType, ContextType, RequireFields<MutationUpdateGalleryImageArgs, 'id' | 'input'>>;
  updateNewsCategory?: Resolver<ResolversTypes['NewsCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateNewsCategoryArgs, 'id' | 'input'>>;
  updateNewsTopic?: Resolver<ResolversTypes['NewsTopicPayload'], ParentType, ContextType, RequireFields<MutationUpdateNewsTopicArgs, 'id' | 'input'>>;
  updatePackageCategory?: Resolver<ResolversTypes['PackageCategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdatePackageCategoryArgs, 'id' | 'input'>>;
  updateSeason?: Resolver<ResolversTypes['SeasonPayload'], ParentType, ContextType, RequireFields<MutationUpdateSeasonArgs, 'id' | 'input'>>;
};

export type NewsCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsCategory'] = ResolversParentTypes['NewsCategory']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type NewsCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsCategoryPage'] = ResolversParentTypes['NewsCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['NewsCategory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsCategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsCategoryPayload'] = ResolversParentTypes['NewsCategoryPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsCategory?: Resolver<ResolversTypes['NewsCategory'], ParentType, ContextType>;
};

export type NewsTopicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsTopic'] = ResolversParentTypes['NewsTopic']> = {
  category?: Resolver<Maybe<ResolversTypes['NewsCategory']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coverImageFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbImageFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type NewsTopicPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsTopicPage'] = ResolversParentTypes['NewsTopicPage']> = {
  items?: Resolver<Array<ResolversTypes['NewsTopic']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsTopicPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsTopicPayload'] = ResolversParentTypes['NewsTopicPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsTopic?: Resolver<ResolversTypes['NewsTopic'], ParentType, ContextType>;
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
  __resolveType: TypeResolveFn<'CouponPage' | 'DogCategoryPage' | 'GalleryCoverPage' | 'GalleryImagePage' | 'NewsCategoryPage' | 'NewsTopicPage' | 'PackageCategoryPage' | 'SeasonPage', ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  allNewsCategories?: Resolver<Array<ResolversTypes['NewsCategory']>, ParentType, ContextType>;
  coupons?: Resolver<ResolversTypes['CouponPage'], ParentType, ContextType, Partial<QueryCouponsArgs>>;
  dogCategories?: Resolver<ResolversTypes['DogCategoryPage'], ParentType, ContextType, Partial<QueryDogCategoriesArgs>>;
  dogCategory?: Resolver<ResolversTypes['DogCategory'], ParentType, ContextType, RequireFields<QueryDogCategoryArgs, 'id'>>;
  galleryCover?: Resolver<ResolversTypes['GalleryCover'], ParentType, ContextType, RequireFields<QueryGalleryCoverArgs, 'id'>>;
  galleryCovers?: Resolver<ResolversTypes['GalleryCoverPage'], ParentType, ContextType, Partial<QueryGalleryCoversArgs>>;
  galleryImage?: Resolver<ResolversTypes['GalleryImage'], ParentType, ContextType, RequireFields<QueryGalleryImageArgs, 'id'>>;
  galleryImages?: Resolver<ResolversTypes['GalleryImagePage'], ParentType, ContextType, Partial<QueryGalleryImagesArgs>>;
  newsCategories?: Resolver<ResolversTypes['NewsCategoryPage'], ParentType, ContextType, Partial<QueryNewsCategoriesArgs>>;
  newsCategory?: Resolver<ResolversTypes['NewsCategory'], ParentType, ContextType, RequireFields<QueryNewsCategoryArgs, 'id'>>;
  newsTopic?: Resolver<ResolversTypes['NewsTopic'], ParentType, ContextType, RequireFields<QueryNewsTopicArgs, 'id'>>;
  newsTopics?: Resolver<ResolversTypes['NewsTopicPage'], ParentType, ContextType, Partial<QueryNewsTopicsArgs>>;
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

export type UploadUrlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadUrl'] = ResolversParentTypes['UploadUrl']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  Coupon?: CouponResolvers<ContextType>;
  CouponPage?: CouponPageResolvers<ContextType>;
  CouponPayload?: CouponPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  DogCategory?: DogCategoryResolvers<ContextType>;
  DogCategoryPage?: DogCategoryPageResolvers<ContextType>;
  DogCategoryPayload?: DogCategoryPayloadResolvers<ContextType>;
  GalleryCover?: GalleryCoverResolvers<ContextType>;
  GalleryCoverPage?: GalleryCoverPageResolvers<ContextType>;
  GalleryCoverPayload?: GalleryCoverPayloadResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  GalleryImagePage?: GalleryImagePageResolvers<ContextType>;
  GalleryImagePayload?: GalleryImagePayloadResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsCategory?: NewsCategoryResolvers<ContextType>;
  NewsCategoryPage?: NewsCategoryPageResolvers<ContextType>;
  NewsCategoryPayload?: NewsCategoryPayloadResolvers<ContextType>;
  NewsTopic?: NewsTopicResolvers<ContextType>;
  NewsTopicPage?: NewsTopicPageResolvers<ContextType>;
  NewsTopicPayload?: NewsTopicPayloadResolvers<ContextType>;
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
  UploadUrl?: UploadUrlResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

