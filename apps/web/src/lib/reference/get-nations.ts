import type { Nation } from '@vocakey/shared/reference';
import { referenceList } from './reference-cache';

/** GET /Nations, kept in localStorage per reference version. */
const nations = referenceList<Nation>('nations', '/Nations');

export const getNations = nations.get;
export const nationsQueryOptions = nations.queryOptions;
export const useNations = nations.useList;
