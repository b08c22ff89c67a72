export const EXERCISE_TAGS = ['exercises'];
