export const dayBoardPaths = {
  board: '/profile/day-board',
  /** The board of one day (`YYYY-MM-DD`). */
  of: (date: string) => `/profile/day-board?date=${date}`,
};
