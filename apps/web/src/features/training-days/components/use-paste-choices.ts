import { useCallback, useState } from 'react';
import type { PasteLineResult, PasteOnExisting } from '@coachboard/contract';
import type { PasteChoice } from '../api/paste-workout';

export type PasteExercise = PasteLineResult['suggestions'][number];

interface LineChoice {
  /** The line as it read when the exercise was chosen: editing the line drops the choice. */
  text: string;
  exercise: PasteExercise;
  /** The line's suggestions when it was unmatched, so the choice can be changed once the line matches. */
  options: readonly PasteExercise[];
}

interface ExistingChoice {
  /** The line as it read when the admin decided: editing the line drops the decision. */
  text: string;
  onExisting: PasteOnExisting;
}

export const pasteTextLines = (text: string) => text.split(/\r?\n/);

const stillReads = (text: string, line: number, choice: { text: string } | undefined) =>
  choice !== undefined && pasteTextLines(text)[line - 1] === choice.text;

/**
 * What the admin decided per line, by line number: the library exercise picked (or created) for an unmatched
 * line, and for a line already on the day whether its sets are added or the line is skipped.
 */
export function usePasteChoices() {
  const [choices, setChoices] = useState<ReadonlyMap<number, LineChoice>>(new Map());
  const [existing, setExisting] = useState<ReadonlyMap<number, ExistingChoice>>(new Map());

  const choose = useCallback((line: number, choice: LineChoice | null) => {
    setChoices((previous) => {
      const next = new Map(previous);
      if (choice) next.set(line, choice);
      else next.delete(line);
      return next;
    });
  }, []);

  const decide = useCallback((line: number, text: string, onExisting: PasteOnExisting) => {
    setExisting((previous) => new Map(previous).set(line, { text, onExisting }));
  }, []);

  /** The choices still valid for `text` (their line unchanged), as the route takes them. */
  const choicesFor = (text: string): PasteChoice[] => {
    const lines = new Set<number>();
    for (const [line, choice] of choices) if (stillReads(text, line, choice)) lines.add(line);
    for (const [line, choice] of existing) if (stillReads(text, line, choice)) lines.add(line);
    return [...lines]
      .sort((a, b) => a - b)
      .map((line) => {
        const exercise = choices.get(line);
        const decision = existing.get(line);
        return {
          line,
          ...(stillReads(text, line, exercise) ? { exercise_id: exercise!.exercise.id } : {}),
          ...(stillReads(text, line, decision) ? { on_existing: decision!.onExisting } : {}),
        };
      });
  };

  /** The choice of a line, if the line still reads as it did. */
  const choiceOf = (text: string, line: number) => {
    const choice = choices.get(line);
    return stillReads(text, line, choice) ? choice : undefined;
  };

  /** Whether a line already on the day adds its sets or is skipped, if decided and the line still reads so. */
  const decisionOf = (text: string, line: number) => {
    const decision = existing.get(line);
    return stillReads(text, line, decision) ? decision!.onExisting : undefined;
  };

  return { choose, decide, choicesFor, choiceOf, decisionOf };
}
