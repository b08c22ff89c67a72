import { createQueryKeys } from '@/lib/query-keys';

export const searchKeys = createQueryKeys('search');
