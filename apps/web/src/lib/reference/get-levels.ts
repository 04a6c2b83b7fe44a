import type { Level } from '@vocakey/shared/reference';
import { referenceList } from './reference-cache';

/** GET /Level/GetAllLevel, kept in localStorage per reference version. */
const levels = referenceList<Level>('levels', '/Level/GetAllLevel');

export const getLevels = levels.get;
export const levelsQueryOptions = levels.queryOptions;
export const useLevels = levels.useList;
