// A season record as the REST contract's season get and list calls answer it: the fixture the
// benchmarks' stub upstream and in-memory REST layer serve.
export function restSeason(id: string, title: string) {
  return {
    _id: id,
    title,
    isActive: 1,
    startDate: '2026-12-01',
    endDate: '2027-02-28',
    timeSlot: [
      { id: 'slot-1', startTime: '09:00', endTime: '12:00' },
      { id: 'slot-2', startTime: '13:00', endTime: '17:00' },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}
