import { describe, expect, it } from 'vitest';
import {
  createExerciseSchema,
  exerciseMessages,
  exerciseSearchLastPage,
  exerciseSearchOffset,
  exerciseSearchPageSize,
  exerciseListQuerySchema,
  exerciseUsageMessage,
  extractYoutubeVideoId,
  muscleGroupSelectionProblem,
  updateExerciseSchema,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
} from '../src/index.js';

const firstMessage = (
  schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error?.issues[0]?.message;
};

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('takes the 11-character id from %s', (link, id) => {
    expect(extractYoutubeVideoId(link)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/123456789',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('finds no id in %s', (link) => {
    expect(extractYoutubeVideoId(link)).toBeNull();
  });

  it('builds the mqdefault thumbnail and the privacy-enhanced player address', () => {
    expect(youtubeThumbnailUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
    );
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeThumbnailUrl(null)).toBeNull();
  });
});

describe('createExerciseSchema', () => {
  it('trims text and turns empty optional fields into null', () => {
    expect(
      createExerciseSchema.parse({
        name: '  Push-up ',
        description: '  ',
        yt_link: '',
        target_muscle_group: '',
      }),
    ).toEqual({ name: 'Push-up', description: null, yt_link: null, target_muscle_group: null });
  });

  it.each([
    [{ name: '   ' }, exerciseMessages.nameRequired],
    [{}, exerciseMessages.nameRequired],
    [{ name: 'x'.repeat(256) }, exerciseMessages.nameTooLong],
    [{ name: 'Squat', yt_link: 'https://vimeo.com/1' }, exerciseMessages.videoLinkInvalid],
    [{ name: 'Squat', target_muscle_group: 'toes' }, exerciseMessages.targetMuscleGroupInvalid],
    [{ name: 'Squat', muscle_groups: [] }, exerciseMessages.muscleGroupRequired],
  ])('refuses %o with the specification message', (input, message) => {
    expect(firstMessage(createExerciseSchema, input)).toBe(message);
  });

  it('lets an update carry only muscle groups but not an empty name', () => {
    expect(
      updateExerciseSchema.safeParse({ muscle_groups: [{ muscle_group_id: 1, type: 'primary' }] }).success,
    ).toBe(true);
    expect(firstMessage(updateExerciseSchema, { name: '' })).toBe(exerciseMessages.nameRequired);
    expect(firstMessage(updateExerciseSchema, { name: null })).toBe(exerciseMessages.nameRequired);
  });
});

describe('muscle group selection', () => {
  const secondary = (ids: number[]) => ids.map((id) => ({ muscle_group_id: id, type: 'secondary' as const }));

  it('accepts one primary and five secondary groups', () => {
    expect(
      muscleGroupSelectionProblem([{ muscle_group_id: 1, type: 'primary' }, ...secondary([2, 3, 4, 5, 6])]),
    ).toBeNull();
  });

  it('accepts secondary groups without a primary', () => {
    expect(muscleGroupSelectionProblem(secondary([2]))).toBeNull();
  });

  it.each([
    [[], exerciseMessages.muscleGroupRequired],
    [secondary([2, 3, 4, 5, 6, 7]), exerciseMessages.tooManySecondary],
    [
      [
        { muscle_group_id: 1, type: 'primary' as const },
        { muscle_group_id: 2, type: 'primary' as const },
      ],
      exerciseMessages.onePrimaryOnly,
    ],
    [
      [{ muscle_group_id: 1, type: 'primary' as const }, ...secondary([1])],
      exerciseMessages.primaryAlsoSecondary,
    ],
    [secondary([3, 3]), exerciseMessages.duplicateMuscleGroup],
  ])('refuses %o', (selection, message) => {
    expect(muscleGroupSelectionProblem(selection)).toBe(message);
  });
});

describe('exercise list and search queries', () => {
  it('reads the location flags as booleans and refuses other values', () => {
    expect(exerciseListQuerySchema.parse({ is_at_home: 'true', is_gym_based: '0' })).toMatchObject({
      is_at_home: true,
      is_gym_based: false,
    });
    expect(exerciseListQuerySchema.parse({ is_at_home: '' }).is_at_home).toBeUndefined();
    expect(firstMessage(exerciseListQuerySchema, { is_gym_based: 'maybe' })).toBe(
      'is_gym_based must be true or false',
    );
  });

  it('pages the search with 60 first and 15 after, without overlap, and counts pages with 15', () => {
    expect([1, 2, 3].map(exerciseSearchPageSize)).toEqual([60, 15, 15]);
    expect([1, 2, 3].map(exerciseSearchOffset)).toEqual([0, 60, 75]);
    expect(exerciseSearchLastPage(61)).toBe(5);
    expect(exerciseSearchLastPage(0)).toBe(1);
  });
});

describe('exerciseUsageMessage', () => {
  it('says nothing for an unused exercise and counts days and programs otherwise', () => {
    expect(exerciseUsageMessage({ training_days: 0, training_programs: 0 })).toBeNull();
    expect(exerciseUsageMessage({ training_days: 1, training_programs: 1 })).toBe(
      'It is used on 1 training day in 1 program; it leaves them while in the trash and returns to the same places if restored.',
    );
    expect(exerciseUsageMessage({ training_days: 12, training_programs: 3 })).toContain(
      '12 training days in 3 programs',
    );
  });
});
