/** The ids that address one training day: its fetcher and its first-load request both take them. */
export type TrainingDayParams = { programId: number; weekId: number; dayId: number };
