import { useCallback, useState } from 'react';
import type { PasteLineResult } from '@coachboard/contract';
import type { PasteChoice } from '../api/paste-workout';

export type PasteExercise = PasteLineResult['suggestions'][number];

interface LineChoice {
  /** The line as it read when the exercise was chosen: editing the line drops the choice. */
  text: string;
  exercise: PasteExercise;
  /** The line's suggestions when it was unmatched, so the choice can be changed once the line matches. */
  options: readonly PasteExercise[];
}

export const pasteTextLines = (text: string) => text.split(/\r?\n/);

/** The library exercise the admin picked (or created) for each unmatched line, by line number. */
export function usePasteChoices() {
  const [choices, setChoices] = useState<ReadonlyMap<number, LineChoice>>(new Map());

  const choose = useCallback((line: number, choice: LineChoice | null) => {
    setChoices((previous) => {
      const next = new Map(previous);
      if (choice) next.set(line, choice);
      else next.delete(line);
      return next;
    });
  }, []);

  /** The choices still valid for `text` (their line unchanged), as the route takes them. */
  const choicesFor = (text: string): PasteChoice[] => {
    const lines = pasteTextLines(text);
    return [...choices]
      .filter(([line, choice]) => lines[line - 1] === choice.text)
      .sort(([a], [b]) => a - b)
      .map(([line, choice]) => ({ line, exercise_id: choice.exercise.id }));
  };

  /** The choice of a line, if the line still reads as it did. */
  const choiceOf = (text: string, line: number) => {
    const choice = choices.get(line);
    return choice && pasteTextLines(text)[line - 1] === choice.text ? choice : undefined;
  };

  return { choose, choicesFor, choiceOf };
}
