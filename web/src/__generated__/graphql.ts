/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Fields of a dog or package category. */
export type CategoryInput = {
  /** Default ACTIVE. */
  status?: Status | null | undefined;
  /** Name; required and unique. */
  title: string;
};

/** Password change by the signed-in user, or by an admin for another user. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password, at least 8 characters. */
  newPassword: string;
  /** User whose password changes; defaults to the signed-in user. */
  userId?: string | number | null | undefined;
};

/**
 * Paging, search and sort for every list. Each list documents the `sortBy` values it accepts;
 * any other value is refused with BAD_USER_INPUT.
 */
export type ListQuery = {
  /** Page number, from 1. Default 1. */
  page?: number | null | undefined;
  /** Rows per page, 1 to 10000. Default 10. */
  pageSize?: number | null | undefined;
  /** Case-insensitive text search over the list's text columns. */
  search?: string | null | undefined;
  /** Field to sort by; see the list's description for the accepted values. */
  sortBy?: string | null | undefined;
  /** Sort direction. Default ascending when `sortBy` is given. */
  sortDirection?: SortDirection | null | undefined;
};

/** Fields of a news category. */
export type NewsCategoryInput = {
  /** Name; required ("please enter title") and unique (else DOMAIN_ERROR). */
  title: string;
};

/** Fields of a season. */
export type SeasonInput = {
  /** Last day. */
  endDate: string;
  /** First day. */
  startDate: string;
  /** Default ACTIVE. */
  status?: Status | null | undefined;
  /** Time slots. */
  timeSlots?: Array<TimeSlotInput> | null | undefined;
  /** Name; required. */
  title: string;
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

/** A time slot as entered. */
export type TimeSlotInput = {
  /** End time; must be after the start, and slots must not overlap. */
  endTime: string;
  /** Id of an existing slot, to keep it stable; omit for a new slot. */
  id?: string | number | null | undefined;
  /** Start time. */
  startTime: string;
};

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type ViewerFieldsFragment = { id: string, firstName: string, lastName: string, email: string, username: string | null, userType: string, profilePic: string | null };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, firstName: string, lastName: string, email: string, username: string | null, userType: string, profilePic: string | null } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { message: string, viewer: { id: string, firstName: string, lastName: string, email: string, username: string | null, userType: string, profilePic: string | null } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type DogCategoryFieldsFragment = { id: string, title: string, status: Status, createdAt: string, updatedAt: string };

export type DogCategoriesQueryVariables = Exact<{
  query?: ListQuery | null | undefined;
}>;


export type DogCategoriesQuery = { dogCategories: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, status: Status, createdAt: string, updatedAt: string }> } };

export type DogCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type DogCategoryQuery = { dogCategory: { id: string, title: string, status: Status, createdAt: string, updatedAt: string } };

export type CreateDogCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateDogCategoryMutation = { createDogCategory: { message: string, dogCategory: { id: string, title: string, status: Status, createdAt: string, updatedAt: string } } };

export type UpdateDogCategoryMutationVariables = Exact<{
  id: string | number;
  input: CategoryInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateDogCategoryMutation = { updateDogCategory: { message: string, dogCategory: { id: string, title: string, status: Status, createdAt: string, updatedAt: string } } };

export type DeleteDogCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDogCategoryMutation = { deleteDogCategory: { id: string, message: string } };

export type NewsCategoryFieldsFragment = { id: string, title: string, createdAt: string, updatedAt: string };

export type NewsCategoriesQueryVariables = Exact<{
  query?: ListQuery | null | undefined;
}>;


export type NewsCategoriesQuery = { newsCategories: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, createdAt: string, updatedAt: string }> } };

export type NewsCategoryQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsCategoryQuery = { newsCategory: { id: string, title: string, createdAt: string, updatedAt: string } };

export type AllNewsCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AllNewsCategoriesQuery = { allNewsCategories: Array<{ id: string, title: string }> };

export type CreateNewsCategoryMutationVariables = Exact<{
  input: NewsCategoryInput;
}>;


export type CreateNewsCategoryMutation = { createNewsCategory: { message: string, newsCategory: { id: string, title: string, createdAt: string, updatedAt: string } } };

export type UpdateNewsCategoryMutationVariables = Exact<{
  id: string | number;
  input: NewsCategoryInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateNewsCategoryMutation = { updateNewsCategory: { message: string, newsCategory: { id: string, title: string, createdAt: string, updatedAt: string } } };

export type DeleteNewsCategoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNewsCategoryMutation = { deleteNewsCategory: { id: string, message: string } };

export type SeasonFieldsFragment = { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string, updatedAt: string, timeSlots: Array<{ id: string, startTime: string, endTime: string }> };

export type SeasonsQueryVariables = Exact<{
  query?: ListQuery | null | undefined;
}>;


export type SeasonsQuery = { seasons: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string, updatedAt: string, timeSlots: Array<{ id: string, startTime: string, endTime: string }> }> } };

export type SeasonQueryVariables = Exact<{
  id: string | number;
}>;


export type SeasonQuery = { season: { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string, updatedAt: string, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } };

export type CreateSeasonMutationVariables = Exact<{
  input: SeasonInput;
}>;


export type CreateSeasonMutation = { createSeason: { message: string, season: { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string, updatedAt: string, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } } };

export type UpdateSeasonMutationVariables = Exact<{
  id: string | number;
  input: SeasonInput;
  expectedUpdatedAt?: string | null | undefined;
}>;


export type UpdateSeasonMutation = { updateSeason: { message: string, season: { id: string, title: string, status: Status, startDate: string, endDate: string, createdAt: string, updatedAt: string, timeSlots: Array<{ id: string, startTime: string, endTime: string }> } } };

export type DeleteSeasonMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSeasonMutation = { deleteSeason: { id: string, message: string } };

export const ViewerFieldsFragmentDoc = gql`
    fragment ViewerFields on Viewer {
  id
  firstName
  lastName
  email
  username
  userType
  profilePic
}
    `;
export const DogCategoryFieldsFragmentDoc = gql`
    fragment DogCategoryFields on DogCategory {
  id
  title
  status
  createdAt
  updatedAt
}
    `;
export const NewsCategoryFieldsFragmentDoc = gql`
    fragment NewsCategoryFields on NewsCategory {
  id
  title
  createdAt
  updatedAt
}
    `;
export const SeasonFieldsFragmentDoc = gql`
    fragment SeasonFields on Season {
  id
  title
  status
  startDate
  endDate
  timeSlots {
    id
    startTime
    endTime
  }
  createdAt
  updatedAt
}
    `;
export const ChangePasswordDocument = gql`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    message
  }
}
    `;
export type ChangePasswordMutationFn = Apollo.MutationFunction<ChangePasswordMutation, ChangePasswordMutationVariables>;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: Apollo.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = Apollo.MutationResult<ChangePasswordMutation>;
export type ChangePasswordMutationOptions = Apollo.BaseMutationOptions<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ViewerDocument = gql`
    query Viewer {
  viewer {
    ...ViewerFields
  }
}
    ${ViewerFieldsFragmentDoc}`;

/**
 * __useViewerQuery__
 *
 * To run a query within a React component, call `useViewerQuery` and pass it any options that fit your needs.
 * When your component renders, `useViewerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useViewerQuery({
 *   variables: {
 *   },
 * });
 */
export function useViewerQuery(baseOptions?: Apollo.QueryHookOptions<ViewerQuery, ViewerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ViewerQuery, ViewerQueryVariables>(ViewerDocument, options);
      }
export function useViewerLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ViewerQuery, ViewerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ViewerQuery, ViewerQueryVariables>(ViewerDocument, options);
        }
// @ts-ignore
export function useViewerSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ViewerQuery, ViewerQueryVariables>): Apollo.UseSuspenseQueryResult<ViewerQuery, ViewerQueryVariables>;
export function useViewerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ViewerQuery, ViewerQueryVariables>): Apollo.UseSuspenseQueryResult<ViewerQuery | undefined, ViewerQueryVariables>;
export function useViewerSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ViewerQuery, ViewerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ViewerQuery, ViewerQueryVariables>(ViewerDocument, options);
        }
export type ViewerQueryHookResult = ReturnType<typeof useViewerQuery>;
export type ViewerLazyQueryHookResult = ReturnType<typeof useViewerLazyQuery>;
export type ViewerSuspenseQueryHookResult = ReturnType<typeof useViewerSuspenseQuery>;
export type ViewerQueryResult = Apollo.QueryResult<ViewerQuery, ViewerQueryVariables>;
export const LoginDocument = gql`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    message
    viewer {
      ...ViewerFields
    }
  }
}
    ${ViewerFieldsFragmentDoc}`;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      email: // value for 'email'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = gql`
    mutation Logout {
  logout {
    message
  }
}
    `;
export type LogoutMutationFn = Apollo.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: Apollo.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = Apollo.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = Apollo.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const DogCategoriesDocument = gql`
    query DogCategories($query: ListQuery) {
  dogCategories(query: $query) {
    items {
      ...DogCategoryFields
    }
    total
    page
    pageSize
  }
}
    ${DogCategoryFieldsFragmentDoc}`;

/**
 * __useDogCategoriesQuery__
 *
 * To run a query within a React component, call `useDogCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useDogCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDogCategoriesQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useDogCategoriesQuery(baseOptions?: Apollo.QueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DogCategoriesQuery, DogCategoriesQueryVariables>(DogCategoriesDocument, options);
      }
export function useDogCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DogCategoriesQuery, DogCategoriesQueryVariables>(DogCategoriesDocument, options);
        }
// @ts-ignore
export function useDogCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoriesQuery, DogCategoriesQueryVariables>;
export function useDogCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoriesQuery | undefined, DogCategoriesQueryVariables>;
export function useDogCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoriesQuery, DogCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DogCategoriesQuery, DogCategoriesQueryVariables>(DogCategoriesDocument, options);
        }
export type DogCategoriesQueryHookResult = ReturnType<typeof useDogCategoriesQuery>;
export type DogCategoriesLazyQueryHookResult = ReturnType<typeof useDogCategoriesLazyQuery>;
export type DogCategoriesSuspenseQueryHookResult = ReturnType<typeof useDogCategoriesSuspenseQuery>;
export type DogCategoriesQueryResult = Apollo.QueryResult<DogCategoriesQuery, DogCategoriesQueryVariables>;
export const DogCategoryDocument = gql`
    query DogCategory($id: ID!) {
  dogCategory(id: $id) {
    ...DogCategoryFields
  }
}
    ${DogCategoryFieldsFragmentDoc}`;

/**
 * __useDogCategoryQuery__
 *
 * To run a query within a React component, call `useDogCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useDogCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDogCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDogCategoryQuery(baseOptions: Apollo.QueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables> & ({ variables: DogCategoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DogCategoryQuery, DogCategoryQueryVariables>(DogCategoryDocument, options);
      }
export function useDogCategoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DogCategoryQuery, DogCategoryQueryVariables>(DogCategoryDocument, options);
        }
// @ts-ignore
export function useDogCategorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoryQuery, DogCategoryQueryVariables>;
export function useDogCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<DogCategoryQuery | undefined, DogCategoryQueryVariables>;
export function useDogCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DogCategoryQuery, DogCategoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DogCategoryQuery, DogCategoryQueryVariables>(DogCategoryDocument, options);
        }
export type DogCategoryQueryHookResult = ReturnType<typeof useDogCategoryQuery>;
export type DogCategoryLazyQueryHookResult = ReturnType<typeof useDogCategoryLazyQuery>;
export type DogCategorySuspenseQueryHookResult = ReturnType<typeof useDogCategorySuspenseQuery>;
export type DogCategoryQueryResult = Apollo.QueryResult<DogCategoryQuery, DogCategoryQueryVariables>;
export const CreateDogCategoryDocument = gql`
    mutation CreateDogCategory($input: CategoryInput!) {
  createDogCategory(input: $input) {
    message
    dogCategory {
      ...DogCategoryFields
    }
  }
}
    ${DogCategoryFieldsFragmentDoc}`;
export type CreateDogCategoryMutationFn = Apollo.MutationFunction<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>;

/**
 * __useCreateDogCategoryMutation__
 *
 * To run a mutation, you first call `useCreateDogCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateDogCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createDogCategoryMutation, { data, loading, error }] = useCreateDogCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateDogCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>(CreateDogCategoryDocument, options);
      }
export type CreateDogCategoryMutationHookResult = ReturnType<typeof useCreateDogCategoryMutation>;
export type CreateDogCategoryMutationResult = Apollo.MutationResult<CreateDogCategoryMutation>;
export type CreateDogCategoryMutationOptions = Apollo.BaseMutationOptions<CreateDogCategoryMutation, CreateDogCategoryMutationVariables>;
export const UpdateDogCategoryDocument = gql`
    mutation UpdateDogCategory($id: ID!, $input: CategoryInput!, $expectedUpdatedAt: DateTime) {
  updateDogCategory(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
    message
    dogCategory {
      ...DogCategoryFields
    }
  }
}
    ${DogCategoryFieldsFragmentDoc}`;
export type UpdateDogCategoryMutationFn = Apollo.MutationFunction<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>;

/**
 * __useUpdateDogCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateDogCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateDogCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateDogCategoryMutation, { data, loading, error }] = useUpdateDogCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *   },
 * });
 */
export function useUpdateDogCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>(UpdateDogCategoryDocument, options);
      }
export type UpdateDogCategoryMutationHookResult = ReturnType<typeof useUpdateDogCategoryMutation>;
export type UpdateDogCategoryMutationResult = Apollo.MutationResult<UpdateDogCategoryMutation>;
export type UpdateDogCategoryMutationOptions = Apollo.BaseMutationOptions<UpdateDogCategoryMutation, UpdateDogCategoryMutationVariables>;
export const DeleteDogCategoryDocument = gql`
    mutation DeleteDogCategory($id: ID!) {
  deleteDogCategory(id: $id) {
    id
    message
  }
}
    `;
export type DeleteDogCategoryMutationFn = Apollo.MutationFunction<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>;

/**
 * __useDeleteDogCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteDogCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteDogCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteDogCategoryMutation, { data, loading, error }] = useDeleteDogCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteDogCategoryMutation(baseOptions?: Apollo.MutationHookOptions<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>(DeleteDogCategoryDocument, options);
      }
export type DeleteDogCategoryMutationHookResult = ReturnType<typeof useDeleteDogCategoryMutation>;
export type DeleteDogCategoryMutationResult = Apollo.MutationResult<DeleteDogCategoryMutation>;
export type DeleteDogCategoryMutationOptions = Apollo.BaseMutationOptions<DeleteDogCategoryMutation, DeleteDogCategoryMutationVariables>;
export const NewsCategoriesDocument = gql`
    query NewsCategories($query: ListQuery) {
  newsCategories(query: $query) {
    items {
      ...NewsCategoryFields
    }
    total
    page
    pageSize
  }
}
    ${NewsCategoryFieldsFragmentDoc}`;

/**
 * __useNewsCategoriesQuery__
 *
 * To run a query within a React component, call `useNewsCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsCategoriesQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useNewsCategoriesQuery(baseOptions?: Apollo.QueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsCategoriesQuery, NewsCategoriesQueryVariables>(NewsCategoriesDocument, options);
      }
export function useNewsCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsCategoriesQuery, NewsCategoriesQueryVariables>(NewsCategoriesDocument, options);
        }
// @ts-ignore
export function useNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoriesQuery, NewsCategoriesQueryVariables>;
export function useNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoriesQuery | undefined, NewsCategoriesQueryVariables>;
export function useNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoriesQuery, NewsCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsCategoriesQuery, NewsCategoriesQueryVariables>(NewsCategoriesDocument, options);
        }
export type NewsCategoriesQueryHookResult = ReturnType<typeof useNewsCategoriesQuery>;
export type NewsCategoriesLazyQueryHookResult = ReturnType<typeof useNewsCategoriesLazyQuery>;
export type NewsCategoriesSuspenseQueryHookResult = ReturnType<typeof useNewsCategoriesSuspenseQuery>;
export type NewsCategoriesQueryResult = Apollo.QueryResult<NewsCategoriesQuery, NewsCategoriesQueryVariables>;
export const NewsCategoryDocument = gql`
    query NewsCategory($id: ID!) {
  newsCategory(id: $id) {
    ...NewsCategoryFields
  }
}
    ${NewsCategoryFieldsFragmentDoc}`;

/**
 * __useNewsCategoryQuery__
 *
 * To run a query within a React component, call `useNewsCategoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useNewsCategoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNewsCategoryQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useNewsCategoryQuery(baseOptions: Apollo.QueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables> & ({ variables: NewsCategoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<NewsCategoryQuery, NewsCategoryQueryVariables>(NewsCategoryDocument, options);
      }
export function useNewsCategoryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<NewsCategoryQuery, NewsCategoryQueryVariables>(NewsCategoryDocument, options);
        }
// @ts-ignore
export function useNewsCategorySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoryQuery, NewsCategoryQueryVariables>;
export function useNewsCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>): Apollo.UseSuspenseQueryResult<NewsCategoryQuery | undefined, NewsCategoryQueryVariables>;
export function useNewsCategorySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<NewsCategoryQuery, NewsCategoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<NewsCategoryQuery, NewsCategoryQueryVariables>(NewsCategoryDocument, options);
        }
export type NewsCategoryQueryHookResult = ReturnType<typeof useNewsCategoryQuery>;
export type NewsCategoryLazyQueryHookResult = ReturnType<typeof useNewsCategoryLazyQuery>;
export type NewsCategorySuspenseQueryHookResult = ReturnType<typeof useNewsCategorySuspenseQuery>;
export type NewsCategoryQueryResult = Apollo.QueryResult<NewsCategoryQuery, NewsCategoryQueryVariables>;
export const AllNewsCategoriesDocument = gql`
    query AllNewsCategories {
  allNewsCategories {
    id
    title
  }
}
    `;

/**
 * __useAllNewsCategoriesQuery__
 *
 * To run a query within a React component, call `useAllNewsCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAllNewsCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAllNewsCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAllNewsCategoriesQuery(baseOptions?: Apollo.QueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>(AllNewsCategoriesDocument, options);
      }
export function useAllNewsCategoriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>(AllNewsCategoriesDocument, options);
        }
// @ts-ignore
export function useAllNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>;
export function useAllNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>): Apollo.UseSuspenseQueryResult<AllNewsCategoriesQuery | undefined, AllNewsCategoriesQueryVariables>;
export function useAllNewsCategoriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>(AllNewsCategoriesDocument, options);
        }
export type AllNewsCategoriesQueryHookResult = ReturnType<typeof useAllNewsCategoriesQuery>;
export type AllNewsCategoriesLazyQueryHookResult = ReturnType<typeof useAllNewsCategoriesLazyQuery>;
export type AllNewsCategoriesSuspenseQueryHookResult = ReturnType<typeof useAllNewsCategoriesSuspenseQuery>;
export type AllNewsCategoriesQueryResult = Apollo.QueryResult<AllNewsCategoriesQuery, AllNewsCategoriesQueryVariables>;
export const CreateNewsCategoryDocument = gql`
    mutation CreateNewsCategory($input: NewsCategoryInput!) {
  createNewsCategory(input: $input) {
    message
    newsCategory {
      ...NewsCategoryFields
    }
  }
}
    ${NewsCategoryFieldsFragmentDoc}`;
export type CreateNewsCategoryMutationFn = Apollo.MutationFunction<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>;

/**
 * __useCreateNewsCategoryMutation__
 *
 * To run a mutation, you first call `useCreateNewsCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateNewsCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createNewsCategoryMutation, { data, loading, error }] = useCreateNewsCategoryMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateNewsCategoryMutation(baseOptions?: Apollo.MutationHookOptions<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>(CreateNewsCategoryDocument, options);
      }
export type CreateNewsCategoryMutationHookResult = ReturnType<typeof useCreateNewsCategoryMutation>;
export type CreateNewsCategoryMutationResult = Apollo.MutationResult<CreateNewsCategoryMutation>;
export type CreateNewsCategoryMutationOptions = Apollo.BaseMutationOptions<CreateNewsCategoryMutation, CreateNewsCategoryMutationVariables>;
export const UpdateNewsCategoryDocument = gql`
    mutation UpdateNewsCategory($id: ID!, $input: NewsCategoryInput!, $expectedUpdatedAt: DateTime) {
  updateNewsCategory(
    id: $id
    input: $input
    expectedUpdatedAt: $expectedUpdatedAt
  ) {
    message
    newsCategory {
      ...NewsCategoryFields
    }
  }
}
    ${NewsCategoryFieldsFragmentDoc}`;
export type UpdateNewsCategoryMutationFn = Apollo.MutationFunction<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>;

/**
 * __useUpdateNewsCategoryMutation__
 *
 * To run a mutation, you first call `useUpdateNewsCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateNewsCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateNewsCategoryMutation, { data, loading, error }] = useUpdateNewsCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *   },
 * });
 */
export function useUpdateNewsCategoryMutation(baseOptions?: Apollo.MutationHookOptions<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>(UpdateNewsCategoryDocument, options);
      }
export type UpdateNewsCategoryMutationHookResult = ReturnType<typeof useUpdateNewsCategoryMutation>;
export type UpdateNewsCategoryMutationResult = Apollo.MutationResult<UpdateNewsCategoryMutation>;
export type UpdateNewsCategoryMutationOptions = Apollo.BaseMutationOptions<UpdateNewsCategoryMutation, UpdateNewsCategoryMutationVariables>;
export const DeleteNewsCategoryDocument = gql`
    mutation DeleteNewsCategory($id: ID!) {
  deleteNewsCategory(id: $id) {
    id
    message
  }
}
    `;
export type DeleteNewsCategoryMutationFn = Apollo.MutationFunction<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>;

/**
 * __useDeleteNewsCategoryMutation__
 *
 * To run a mutation, you first call `useDeleteNewsCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteNewsCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteNewsCategoryMutation, { data, loading, error }] = useDeleteNewsCategoryMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteNewsCategoryMutation(baseOptions?: Apollo.MutationHookOptions<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>(DeleteNewsCategoryDocument, options);
      }
export type DeleteNewsCategoryMutationHookResult = ReturnType<typeof useDeleteNewsCategoryMutation>;
export type DeleteNewsCategoryMutationResult = Apollo.MutationResult<DeleteNewsCategoryMutation>;
export type DeleteNewsCategoryMutationOptions = Apollo.BaseMutationOptions<DeleteNewsCategoryMutation, DeleteNewsCategoryMutationVariables>;
export const SeasonsDocument = gql`
    query Seasons($query: ListQuery) {
  seasons(query: $query) {
    items {
      ...SeasonFields
    }
    total
    page
    pageSize
  }
}
    ${SeasonFieldsFragmentDoc}`;

/**
 * __useSeasonsQuery__
 *
 * To run a query within a React component, call `useSeasonsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeasonsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeasonsQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useSeasonsQuery(baseOptions?: Apollo.QueryHookOptions<SeasonsQuery, SeasonsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument, options);
      }
export function useSeasonsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument, options);
        }
// @ts-ignore
export function useSeasonsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonsQuery, SeasonsQueryVariables>;
export function useSeasonsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonsQuery | undefined, SeasonsQueryVariables>;
export function useSeasonsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonsQuery, SeasonsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SeasonsQuery, SeasonsQueryVariables>(SeasonsDocument, options);
        }
export type SeasonsQueryHookResult = ReturnType<typeof useSeasonsQuery>;
export type SeasonsLazyQueryHookResult = ReturnType<typeof useSeasonsLazyQuery>;
export type SeasonsSuspenseQueryHookResult = ReturnType<typeof useSeasonsSuspenseQuery>;
export type SeasonsQueryResult = Apollo.QueryResult<SeasonsQuery, SeasonsQueryVariables>;
export const SeasonDocument = gql`
    query Season($id: ID!) {
  season(id: $id) {
    ...SeasonFields
  }
}
    ${SeasonFieldsFragmentDoc}`;

/**
 * __useSeasonQuery__
 *
 * To run a query within a React component, call `useSeasonQuery` and pass it any options that fit your needs.
 * When your component renders, `useSeasonQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSeasonQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useSeasonQuery(baseOptions: Apollo.QueryHookOptions<SeasonQuery, SeasonQueryVariables> & ({ variables: SeasonQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SeasonQuery, SeasonQueryVariables>(SeasonDocument, options);
      }
export function useSeasonLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SeasonQuery, SeasonQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SeasonQuery, SeasonQueryVariables>(SeasonDocument, options);
        }
// @ts-ignore
export function useSeasonSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SeasonQuery, SeasonQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonQuery, SeasonQueryVariables>;
export function useSeasonSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonQuery, SeasonQueryVariables>): Apollo.UseSuspenseQueryResult<SeasonQuery | undefined, SeasonQueryVariables>;
export function useSeasonSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SeasonQuery, SeasonQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SeasonQuery, SeasonQueryVariables>(SeasonDocument, options);
        }
export type SeasonQueryHookResult = ReturnType<typeof useSeasonQuery>;
export type SeasonLazyQueryHookResult = ReturnType<typeof useSeasonLazyQuery>;
export type SeasonSuspenseQueryHookResult = ReturnType<typeof useSeasonSuspenseQuery>;
export type SeasonQueryResult = Apollo.QueryResult<SeasonQuery, SeasonQueryVariables>;
export const CreateSeasonDocument = gql`
    mutation CreateSeason($input: SeasonInput!) {
  createSeason(input: $input) {
    message
    season {
      ...SeasonFields
    }
  }
}
    ${SeasonFieldsFragmentDoc}`;
export type CreateSeasonMutationFn = Apollo.MutationFunction<CreateSeasonMutation, CreateSeasonMutationVariables>;

/**
 * __useCreateSeasonMutation__
 *
 * To run a mutation, you first call `useCreateSeasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSeasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSeasonMutation, { data, loading, error }] = useCreateSeasonMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSeasonMutation(baseOptions?: Apollo.MutationHookOptions<CreateSeasonMutation, CreateSeasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateSeasonMutation, CreateSeasonMutationVariables>(CreateSeasonDocument, options);
      }
export type CreateSeasonMutationHookResult = ReturnType<typeof useCreateSeasonMutation>;
export type CreateSeasonMutationResult = Apollo.MutationResult<CreateSeasonMutation>;
export type CreateSeasonMutationOptions = Apollo.BaseMutationOptions<CreateSeasonMutation, CreateSeasonMutationVariables>;
export const UpdateSeasonDocument = gql`
    mutation UpdateSeason($id: ID!, $input: SeasonInput!, $expectedUpdatedAt: DateTime) {
  updateSeason(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
    message
    season {
      ...SeasonFields
    }
  }
}
    ${SeasonFieldsFragmentDoc}`;
export type UpdateSeasonMutationFn = Apollo.MutationFunction<UpdateSeasonMutation, UpdateSeasonMutationVariables>;

/**
 * __useUpdateSeasonMutation__
 *
 * To run a mutation, you first call `useUpdateSeasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSeasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSeasonMutation, { data, loading, error }] = useUpdateSeasonMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      expectedUpdatedAt: // value for 'expectedUpdatedAt'
 *   },
 * });
 */
export function useUpdateSeasonMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSeasonMutation, UpdateSeasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSeasonMutation, UpdateSeasonMutationVariables>(UpdateSeasonDocument, options);
      }
export type UpdateSeasonMutationHookResult = ReturnType<typeof useUpdateSeasonMutation>;
export type UpdateSeasonMutationResult = Apollo.MutationResult<UpdateSeasonMutation>;
export type UpdateSeasonMutationOptions = Apollo.BaseMutationOptions<UpdateSeasonMutation, UpdateSeasonMutationVariables>;
export const DeleteSeasonDocument = gql`
    mutation DeleteSeason($id: ID!) {
  deleteSeason(id: $id) {
    id
    message
  }
}
    `;
export type DeleteSeasonMutationFn = Apollo.MutationFunction<DeleteSeasonMutation, DeleteSeasonMutationVariables>;

/**
 * __useDeleteSeasonMutation__
 *
 * To run a mutation, you first call `useDeleteSeasonMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSeasonMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSeasonMutation, { data, loading, error }] = useDeleteSeasonMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSeasonMutation(baseOptions?: Apollo.MutationHookOptions<DeleteSeasonMutation, DeleteSeasonMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteSeasonMutation, DeleteSeasonMutationVariables>(DeleteSeasonDocument, options);
      }
export type DeleteSeasonMutationHookResult = ReturnType<typeof useDeleteSeasonMutation>;
export type DeleteSeasonMutationResult = Apollo.MutationResult<DeleteSeasonMutation>;
export type DeleteSeasonMutationOptions = Apollo.BaseMutationOptions<DeleteSeasonMutation, DeleteSeasonMutationVariables>;