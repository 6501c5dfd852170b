import type { CodegenConfig } from '@graphql-codegen/cli';

// schema/ is the one source of the GraphQL contract.
// - gateway: resolver signatures typed from the schema
// - web: operation types and Apollo hooks from the .graphql files beside each feature
const scalars = {
  Date: 'string',
  DateTime: 'string',
  Time: 'string',
  Upload: 'never',
  JSON: 'unknown',
};

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  schema: 'schema/**/*.graphql',
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        scalars,
        contextType: '../context.js#GatewayContext',
        // Types whose fields resolve lazily (through DataLoaders) start from these models; a type
        // with a table (rest/table.ts) starts from its raw REST record, read by the table's
        // field resolvers (as apollographql/spotify-showcase maps `Album` to the REST album).
        mappers: {
          Coupon: '../models.js#CouponModel',
          Viewer: '../models.js#ViewerModel',
          StaffUser: '../models.js#UserModel',
          PackageOption: '../models.js#PackageOptionModel',
          DashboardFigures: '../models.js#DashboardFiguresModel',
          BookingStatusCounts: '../models.js#BookingStatusCountsModel',
          DashboardGraph: '../models.js#DashboardGraphModel',
          MonthlyTotals: '../models.js#MonthlyTotalsModel',
          SiteSettings: '../models.js#SiteSettingsModel',
          GalleryImage: '../models.js#GalleryImageModel',
          GalleryCover: '../models.js#GalleryCoverModel',
          NewsTopic: '../models.js#NewsTopicModel',
          NewsCategory: '../models.js#NewsCategoryModel',
          BookingAddOn: '../models.js#BookingAddOnModel',
          BookedDog: '../models.js#BookedDogModel',
          Season: '../models.js#SeasonModel',
          DogCategory: '../models.js#DogCategoryModel',
          PackageCategory: '../models.js#PackageCategoryModel',
          Package: '../models.js#PackageModel',
          SeasonPrice: '../models.js#SeasonPriceModel',
          Availability: '../models.js#AvailabilityModel',
          PackageDay: '../models.js#PackageDayModel',
          Holiday: '../models.js#HolidayModel',
          Booking: '../models.js#BookingModel',
          DayBoardArrival: '../models.js#ArrivalModel',
          DayBoardTotals: '../models.js#DayBoardTotalsModel',
        },
        enumsAsTypes: true,
        useIndexSignature: false,
        maybeValue: 'T | null | undefined',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    'web/src/__generated__/graphql.ts': {
      // The sign-in's own operations have a file of their own (below): the bundle the sign-in page
      // loads imports only that one, so it holds none of the admin's operations.
      documents: ['web/src/**/*.graphql', '!web/src/features/auth/auth.graphql'],
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        useTypeImports: true,
        scalars,
        enumsAsTypes: true,
        withHooks: true,
        documentMode: 'documentNode',
        optimizeDocumentNode: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    'web/src/__generated__/auth.ts': {
      documents: 'web/src/features/auth/auth.graphql',
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        useTypeImports: true,
        scalars,
        enumsAsTypes: true,
        withHooks: true,
        documentMode: 'documentNode',
        optimizeDocumentNode: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    // Which types implement each interface (`Page`): Apollo's cache matches a fragment on an
    // interface (`...PageFields`) only with this map.
    'web/src/__generated__/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    // Enums that travel outside fields (the error reason of `extensions.reason`): operations
    // never name them, so the operations file would leave them out.
    'web/src/__generated__/schema-enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
  },
};

export default config;
