import { queryOptions, useQuery } from '@tanstack/react-query';
import { complianceSchema, type ComplianceWindow } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

/** The user's compliance over the last 7, 30 or 90 days, in total and per week. */
export const getUserCompliance = (userId: number, days: ComplianceWindow, signal?: AbortSignal) =>
  api.get(`/users/${userId}/compliance?days=${days}`, { schema: complianceSchema, signal });

export const getUserComplianceQueryOptions = (userId: number, days: ComplianceWindow) =>
  queryOptions({
    queryKey: userKeys.compliance(userId, days),
    queryFn: ({ signal }) => getUserCompliance(userId, days, signal),
  });

export const useUserCompliance = (userId: number, days: ComplianceWindow) =>
  useQuery(getUserComplianceQueryOptions(userId, days));
