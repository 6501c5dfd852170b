export const dayBoardPaths = {
  /** The board; `?date=YYYY-MM-DD` picks the day (today in Japan without it). */
  board: '/profile/day-board',
};
