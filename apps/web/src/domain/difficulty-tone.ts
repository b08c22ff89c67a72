export type DifficultyTone = 'green' | 'yellow' | 'red';

/** The badge colour of a difficulty level: green, yellow, red, and red for anything else. */
export const difficultyTone = (level: string): DifficultyTone =>
  level === 'beginner' ? 'green' : level === 'intermediate' ? 'yellow' : 'red';
