import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { activityLogSchema, type UpdatePositionsInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export const updatePositions = (input: UpdatePositionsInput) =>
  api.post('/user-exercise-activity-logs/update-positions', input, { schema: z.array(activityLogSchema) });

export const useUpdatePositions = () => useMutation({ mutationFn: updatePositions });
