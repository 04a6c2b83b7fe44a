import type { Career } from '@vocakey/shared/reference';
import { referenceList } from './reference-cache';

/** GET /Careers, kept in localStorage per reference version. */
const careers = referenceList<Career>('careers', '/Careers');

export const getCareers = careers.get;
export const careersQueryOptions = careers.queryOptions;
export const useCareers = careers.useList;
