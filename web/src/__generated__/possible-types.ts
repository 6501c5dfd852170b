
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Page": [
      "AuditEventPage",
      "AvailabilityPage",
      "BookingPage",
      "CouponPage",
      "DogCategoryPage",
      "GalleryCoverPage",
      "GalleryImagePage",
      "HolidayPage",
      "NewsCategoryPage",
      "NewsTopicPage",
      "PackageCategoryPage",
      "PackagePage",
      "SeasonPage",
      "StaffUserPage"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Page": [
      "AuditEventPage",
      "AvailabilityPage",
      "BookingPage",
      "CouponPage",
      "DogCategoryPage",
      "GalleryCoverPage",
      "GalleryImagePage",
      "HolidayPage",
      "NewsCategoryPage",
      "NewsTopicPage",
      "PackageCategoryPage",
      "PackagePage",
      "SeasonPage",
      "StaffUserPage"
    ]
  }
};
      export default result;
    