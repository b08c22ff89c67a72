import { searchResultSchema, successEnvelope } from '@coachboard/contract';

export const SEARCH_TAGS = ['search'];

export const searchResponse = successEnvelope(searchResultSchema);
